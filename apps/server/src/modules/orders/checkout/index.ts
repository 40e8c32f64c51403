import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../../db/client';
import { runPeriodically } from '../../../plugins/periodic-task';
import { stockChanged } from '../../catalogue';
import type { ChargeConfirmer } from '../../payments';
import { paymentProviderOf, readPayOnDeliverySettings } from '../../payments';
import { isPhoneVerified } from '../../users';
import { prepareOrderMessages, queueOrderMessages, queueStatusMail } from '../order-mail';
import type { OrderRow } from '../order-mapper';
import {
  type CollectionInput,
  recordCollected,
  recordCollection,
  refuseIfPaidOnline,
} from './collection-flow';
import type { CheckoutDependencies } from './dependencies';
import { methodHandlerOf } from './methods/handler-of';
import { payNowInstead } from './pay-now-instead-flow';
import { confirmReportedCharge, createOrder, type OrderInput, verifyCharge } from './settle-flow';
import { startCheckout } from './start-flow';
import type { StartInput } from './steps/order-details';
import { refundCharge } from './steps/refund';
import { sweep } from './sweep-flow';

/*
 * The face of the checkout (decision 0060): each service reads its dependencies from the app
 * and runs one flow file, so a reader goes from a route straight to the flow that it starts.
 */

/** Beyond the provider's timeout, for the database writes around starting a charge. */
const STARTING_CHARGE_MARGIN_MS = 5_000;

/** The checkout's dependencies, read from the app: the one place the checkout meets it. */
export function checkoutDependenciesOf(app: FastifyInstance): CheckoutDependencies {
  const provider = paymentProviderOf(app);
  return {
    db: app.database.db,
    provider,
    log: app.log,
    holdMinutes: app.config.checkoutHoldMinutes,
    confirmAfterS: app.config.checkoutConfirmAfterS,
    startingChargeMs: provider.answersWithinMs + STARTING_CHARGE_MARGIN_MS,
    publicKey: app.config.paystack?.publicKey ?? null,
    prepareOrderMessages: (transaction, kind, row) => prepareOrderMessages(app, transaction, kind, row),
    queuePlacedOrderMessages: (transaction, orderId) => queueOrderMessages(app, transaction, 'paid', orderId),
    queueStatusMail: (transaction, orderId, status, refunding) =>
      queueStatusMail(app, transaction, orderId, status, refunding),
    readPayOnDeliverySettings: () => readPayOnDeliverySettings(app.database.db),
    smsConfigured: Boolean(app.config.sms.provider),
    isPhoneVerified: (userId, phone) => isPhoneVerified(app.database.db, userId, phone),
    clock: () => app.clock(),
    stockChanged: () => stockChanged(app),
  };
}

/** The checkout's services, one a flow, for routes and the modules that meet the checkout. */
export const checkout = {
  /** POST /api/orders/start (start-flow.ts). */
  start: (app: FastifyInstance, userId: string, input: StartInput) =>
    startCheckout(checkoutDependenciesOf(app), userId, input),
  /** POST /api/orders/:id/pay-now: an order to pay on delivery paid online instead (pay-now-instead-flow.ts). */
  payNowInstead: (app: FastifyInstance, userId: string, orderId: string) =>
    payNowInstead(checkoutDependenciesOf(app), userId, orderId),
  /** POST /api/orders/create (settle-flow.ts). */
  create: (app: FastifyInstance, userId: string, input: OrderInput) =>
    createOrder(checkoutDependenciesOf(app), userId, input),
  /** Staff record the outcome at the door (collection-flow.ts). */
  recordCollection: (app: FastifyInstance, input: CollectionInput) =>
    recordCollection(checkoutDependenciesOf(app), input),
  /**
   * Staff cancel an order (its row locked, in their transaction): its payment method puts the
   * stock back and ends the payment. True when the charge is to be refunded after the commit.
   */
  endPaymentOnStaffCancel: (transaction: Transaction, order: OrderRow, reason: string) =>
    methodHandlerOf(order.paymentMethod).cancelByStaff(transaction, order, reason),
  /** A pickup's payment at the counter, in the handover's transaction (collection-flow.ts, decision 0069). */
  recordCollectedAtCounter: (
    app: FastifyInstance,
    transaction: Transaction,
    order: OrderRow,
    staffId: string,
    collected: Parameters<typeof recordCollected>[4],
  ) => recordCollected(checkoutDependenciesOf(app), transaction, order, staffId, collected),
  /** Before the counter collects: a "pay now instead" charge may have been paid meanwhile. */
  refuseIfPaidOnline: (app: FastifyInstance, orderId: string) =>
    refuseIfPaidOnline(checkoutDependenciesOf(app), orderId),
  /** After the commit that left the order Refund pending (steps/refund.ts). */
  refundCharge: (app: FastifyInstance, order: Pick<OrderRow, 'id' | 'paymentReference'>) =>
    refundCharge(checkoutDependenciesOf(app), order),
};

/** What verify and the webhook (payments module, which does not import orders) call. */
export function chargeConfirmerOf(app: FastifyInstance): ChargeConfirmer {
  return {
    verify: (userId, reference) => verifyCharge(checkoutDependenciesOf(app), userId, reference),
    confirmReportedCharge: (charge) => confirmReportedCharge(checkoutDependenciesOf(app), charge),
  };
}

/** Runs one sweep now (sweep-flow.ts; tests call it instead of waiting for the timer). */
export function sweepCheckouts(app: FastifyInstance) {
  return sweep(checkoutDependenciesOf(app));
}

/** The sweeper's timer: every CHECKOUT_SWEEP_INTERVAL_S seconds from ready to close (0: off). */
export function startCheckoutSweeper(app: FastifyInstance): void {
  runPeriodically(app, {
    intervalS: app.config.checkoutSweepIntervalS,
    failureMessage: 'checkout sweep failed',
    task: () => sweepCheckouts(app),
  });
}
