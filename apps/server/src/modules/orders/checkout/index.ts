import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../../../plugins/periodic-task';
import { stockChanged } from '../../catalog';
import type { ChargeConfirmer } from '../../payments';
import { paymentProviderOf, readPayOnDeliverySettings } from '../../payments';
import { isPhoneVerified } from '../../users';
import { queueCollectedMail, queuePaidInsteadMail, queuePaidOrderMail, queueStatusMail } from '../order-mail';
import { confirmReportedCharge } from './confirm-charge';
import type { CheckoutDependencies } from './dependencies';
import { payNowInstead } from './pay-now';
import { type CollectionInput, recordCollection } from './record-collection';
import { refundCharge } from './refund';
import { type StartInput, startCheckout } from './start';
import { sweep } from './sweep';
import { createOrder, type OrderInput, verifyCharge } from './verify-and-create';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checkout (decision 0007): its steps bound to this app's dependencies, built once. */
    checkout: Checkout;
  }
}

export type Checkout = ReturnType<typeof buildCheckout>;

/** The steps of the checkout (README.md), bound to one set of dependencies. */
export function buildCheckout(deps: CheckoutDependencies) {
  const confirmer: ChargeConfirmer = {
    verify: (userId, reference) => verifyCharge(deps, userId, reference),
    confirmReportedCharge: (charge) => confirmReportedCharge(deps, charge),
  };
  return {
    start: (userId: string, input: StartInput) => startCheckout(deps, userId, input),
    /** Pay an order to pay on delivery online instead (pay-now.ts). */
    payNow: (userId: string, orderId: string) => payNowInstead(deps, userId, orderId),
    /** Staff record the outcome at the door (record-collection.ts). */
    recordCollection: (input: CollectionInput) => recordCollection(deps, input),
    create: (userId: string, input: OrderInput) => createOrder(deps, userId, input),
    refundCharge: (order: Parameters<typeof refundCharge>[1]) => refundCharge(deps, order),
    sweep: () => sweep(deps),
    /** What verify and the webhook (payments module) call. */
    confirmer,
  };
}

/** Beyond the provider's timeout, for the database writes around starting a charge. */
const STARTING_CHARGE_MARGIN_MS = 5_000;

/** The checkout's dependencies, read from the app: the one place the checkout meets it. */
function dependenciesOf(app: FastifyInstance): CheckoutDependencies {
  return {
    db: app.database.db,
    provider: paymentProviderOf(app),
    log: app.log,
    holdMinutes: app.config.checkoutHoldMinutes,
    confirmAfterS: app.config.checkoutConfirmAfterS,
    startingChargeMs: paymentProviderOf(app).answersWithinMs + STARTING_CHARGE_MARGIN_MS,
    publicKey: app.config.paystack?.publicKey ?? null,
    queuePaidOrderMail: (transaction, orderId) => queuePaidOrderMail(app, transaction, orderId),
    queuePaidInsteadMail: (transaction, orderId) => queuePaidInsteadMail(app, transaction, orderId),
    queueCollectedMail: (transaction, orderId) => queueCollectedMail(transaction, orderId),
    queueStatusMail: (transaction, orderId, status, refunding) =>
      queueStatusMail(app, transaction, orderId, status, refunding),
    readPayOnDeliverySettings: () => readPayOnDeliverySettings(app.database.db),
    smsConfigured: Boolean(app.config.sms.provider),
    isPhoneVerified: (userId, phone) => isPhoneVerified(app.database.db, userId, phone),
    stockChanged: () => stockChanged(app),
  };
}

/** Builds the checkout once and puts it on the app (after decoratePaymentProvider). */
export function decorateCheckout(app: FastifyInstance): Checkout {
  const checkout = buildCheckout(dependenciesOf(app));
  app.decorate('checkout', checkout);
  return checkout;
}

/** Runs one sweep now (tests call it instead of waiting for the timer). */
export function sweepCheckouts(app: FastifyInstance) {
  return app.checkout.sweep();
}

/** The sweeper's timer: every CHECKOUT_SWEEP_INTERVAL_S seconds from ready to close (0: off). */
export function startCheckoutSweeper(app: FastifyInstance): void {
  runPeriodically(app, {
    intervalS: app.config.checkoutSweepIntervalS,
    failureMessage: 'checkout sweep failed',
    task: () => app.checkout.sweep(),
  });
}
