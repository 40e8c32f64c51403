import { setTimeout as sleep } from 'node:timers/promises';
import {
  API_MESSAGES,
  PAY_NOW_ORDER_STATUSES,
  PAY_ON_DELIVERY,
  PAY_ON_DELIVERY_TEXTS,
  type StartCheckoutResponse,
} from '@shop/shared';
import { conflict, notFound } from '../../../plugins/errors';
import type { OrderRow } from '../order-mapper';
import { findOrder } from '../order-repository';
import type { CheckoutDependencies } from './dependencies';
import { claimPayNowStart, PAY_NOW_STARTING, releasePayNowClaim } from './on-delivery-repository';
import { askProviderIfReachable } from './steps/ask-provider';
import { confirmCharge } from './steps/confirm-charge';
import { startAnswer } from './steps/start-answer';
import { startProviderCharge } from './steps/start-charge';

/*
 * Pay now instead (decision 0034): an order to pay on delivery, until it is In Truck, is
 * paid online on its own reference through the shop's provider, so the storefront's popup
 * and verify run as for any start, and settle the same order (To pay on delivery -> Paid).
 */

const { payNowRefusals } = PAY_ON_DELIVERY_TEXTS;

/** How often a call looks again while another call starts the order's charge. */
const STARTING_POLL_MS = 50;

/** The shopper's own order; another's is 404, as if it did not exist. */
async function ownOrder(deps: CheckoutDependencies, userId: string, orderId: string): Promise<OrderRow> {
  const order = await findOrder(deps.db, orderId);
  if (!order || order.userId !== userId) throw notFound(API_MESSAGES.orderNotFound);
  return order;
}

/** Why this order cannot be paid online now; undefined when it can. */
function refusalOf(order: OrderRow): string | undefined {
  if (order.paymentMethod !== PAY_ON_DELIVERY) return payNowRefusals.notOnDelivery;
  if (order.paymentStatus !== 'To pay on delivery') return payNowRefusals.ended;
  if (!PAY_NOW_ORDER_STATUSES.includes(order.orderStatus)) return payNowRefusals.alreadyOnItsWay;
  return undefined;
}

/** The order once another call has started its charge (or given up), up to the provider's time. */
async function waitForStart(deps: CheckoutDependencies, order: OrderRow): Promise<OrderRow> {
  const until = Date.now() + deps.startingChargeMs;
  let current = order;
  while (current.accessCode === PAY_NOW_STARTING && Date.now() < until) {
    await sleep(STARTING_POLL_MS);
    current = (await findOrder(deps.db, order.id))!;
  }
  return current;
}

/** An order whose charge was started: paid, being paid, or the popup opened again on the same charge. */
async function resume(
  deps: CheckoutDependencies,
  order: OrderRow,
  userId: string,
): Promise<StartCheckoutResponse> {
  const charge = await askProviderIfReachable(deps, order.paymentReference);
  if (charge === 'unreachable' || charge?.state === 'under-way')
    return startAnswer(deps, order, 'confirming');
  if (charge?.state === 'settled') {
    const confirmed = await confirmCharge(deps, order.paymentReference, charge, { userId });
    if (confirmed?.order.paymentStatus === 'Paid') return startAnswer(deps, confirmed.order, 'paid');
    throw conflict(payNowRefusals.ended);
  }
  const refusal = refusalOf(order);
  if (refusal) throw conflict(refusal);
  return startAnswer(deps, order, 'awaiting-payment');
}

/**
 * POST /api/orders/:id/pay-now. Answers like a start: `awaiting-payment` with the access code
 * to open the popup on (the same one when asked again), `confirming` while a charge is under
 * way, `paid` once it is. After In Truck, or once the order ended, 409 with the reason.
 */
export async function payNowInstead(
  deps: CheckoutDependencies,
  userId: string,
  orderId: string,
): Promise<StartCheckoutResponse> {
  let order = await ownOrder(deps, userId, orderId);
  // Asked again once paid (online, instead or from the start): nothing more to pay.
  if (order.paymentStatus === 'Paid') return startAnswer(deps, order, 'paid');
  const refusal = refusalOf(order);
  if (refusal) throw conflict(refusal);

  if (!(await claimPayNowStart(deps.db, order.id))) {
    order = await waitForStart(deps, await ownOrder(deps, userId, orderId));
    if (order.accessCode === PAY_NOW_STARTING) {
      // A start that never finished (its server stopped): the claim is given back for the next call.
      await releasePayNowClaim(deps.db, order.id, new Date(Date.now() - deps.startingChargeMs));
      return startAnswer(deps, { ...order, accessCode: null }, 'confirming');
    }
    if (order.accessCode) return resume(deps, order, userId);
    // The other call could not start it and gave the claim back, or the order moved on.
    return payNowInstead(deps, userId, orderId);
  }
  // Nothing started when the provider fails: the next "Pay now" may try again.
  return startProviderCharge(deps, order, userId, () => releasePayNowClaim(deps.db, order.id));
}
