import type { OrderStatus, PayOnDeliverySettings } from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../../db/client';
import type { PaymentProvider } from '../../payments';
import type { OrderMessagesKind, RenderOrderMessages } from '../order-mail';
import type { OrderRow } from '../order-mapper';

/**
 * What the steps of the checkout need, passed to each explicitly. `index.ts` builds it once
 * from the app; a test or a tool can build one of its own.
 */
export interface CheckoutDependencies {
  db: Db;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** How long a pending order holds its stock (CHECKOUT_HOLD_MINUTES). */
  holdMinutes: number;
  /** After how long the sweeper asks about a pending order, and retries a refund (CHECKOUT_CONFIRM_AFTER_S). */
  confirmAfterS: number;
  /** How long a start may take to start its charge (the provider's timeout and a margin). */
  startingChargeMs: number;
  /** Paystack's public key for the popup; null with the test provider. */
  publicKey: string | null;
  /**
   * Reads what an order's messages need besides the order, in its transaction, and answers how
   * to write them once its answer is known (order-mail.ts; steps/record-sale.ts).
   */
  prepareOrderMessages(
    transaction: Executor,
    kind: OrderMessagesKind,
    row: Pick<OrderRow, 'userId' | 'phoneNumber'>,
  ): Promise<RenderOrderMessages>;
  /** Queues the messages of an order placed to pay on delivery, in its transaction. */
  queuePlacedOrderMessages(transaction: Executor, orderId: string): Promise<void>;
  /** Queues the shopper's message of a status move (a refusal at the door cancels), in its transaction. */
  queueStatusMail(
    transaction: Executor,
    orderId: string,
    status: OrderStatus,
    refunding: boolean,
  ): Promise<void>;
  /** Pay on delivery as the owner set it (payments module). */
  readPayOnDeliverySettings(): Promise<PayOnDeliverySettings>;
  /** The shop sends SMS (SMS_PROVIDER): the default verified-phone rule depends on it. */
  smsConfigured: boolean;
  /** Whether `phone` (E.164) is the account's verified number (users module). */
  isPhoneVerified(userId: string, phone: string): Promise<boolean>;
  /** The app's clock (decision 0062): the instant sale prices and promotions' dates are read at. */
  clock(): Date;
  /** Stock changed outside a request (the sweeper): product answers must show it at once. */
  stockChanged(): void;
}
