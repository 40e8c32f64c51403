import type { PaymentMethod, StartCheckoutResponse } from '@shop/shared';
import type { Transaction } from '../../../../db/client';
import type { Charge } from '../../../payments';
import type { OrderRow } from '../../order-mapper';
import type { CheckoutDependencies } from '../dependencies';
import type { Figures } from '../steps/figures';
import type { OrderDetails } from '../steps/order-details';

/*
 * A payment method, how the shopper pays, as the checkout meets it (decisions 0018, 0034,
 * 0060): the start, a settled charge and staff's cancel ask the order's method what to do, and
 * never name a method themselves. Who moves the money is a provider, in the payments module; a
 * new method (bank transfer, a store credit) is one more handler here.
 */

/** What a settled charge made of the order, inside the order's transaction. */
export interface SettledOutcome {
  becamePaid: boolean;
  /** The order was cancelled for a refund (Refund pending): the provider refunds after the commit. */
  refund: boolean;
  /** The charge is refunded after the commit and the order left as it is. */
  refundLateCharge?: boolean;
  /** The order as this settle left it, when it wrote it (the caller reads it otherwise). */
  order?: OrderRow;
}

/** One start with this method, once its rules that need no lock have let it through (bound to its dependencies). */
export interface AdmittedStart {
  /** In the start's transaction after the cart's lock, before the pending order's (the lock order). */
  lockAccount(transaction: Transaction, userId: string): Promise<void>;
  /** The server's figures, checked against the method's own limits. */
  checkFigures(figures: Figures): void;
  /** The order's payment columns: its state and how long it holds its stock. */
  orderColumns(): {
    paymentMethod: PaymentMethod;
    paymentStatus: 'Pending' | 'To pay on delivery';
    holdExpiresAt: Date | null;
  };
  /** In the same transaction, once the order and its lines are written. */
  placeInTransaction(
    transaction: Transaction,
    order: { id: string; userId: string; discountCode: string | null },
    orderedVariantIds: number[],
  ): Promise<void>;
  /** After the commit: the start's answer (a provider's charge started, or the order placed). */
  answer(order: OrderRow, userId: string): Promise<StartCheckoutResponse>;
}

export interface PaymentMethodHandler {
  /** The method's rules that need no lock, before anything is written; refuses with the rule's message. */
  admit(deps: CheckoutDependencies, userId: string, details: OrderDetails): Promise<AdmittedStart>;
  /**
   * A charge the provider settled for an order of this method, under the order's lock and once
   * the charge is recorded (confirm-charge.ts).
   */
  settleCharge(
    transaction: Transaction,
    deps: CheckoutDependencies,
    settled: { order: OrderRow; charge: Charge; cartVariants: number[] },
  ): Promise<SettledOutcome>;
  /**
   * Staff cancel the order (its row locked): the stock goes back and the payment ends. True when
   * the charge must be refunded after the commit.
   */
  cancelByStaff(transaction: Transaction, order: OrderRow, reason: string): Promise<boolean>;
}
