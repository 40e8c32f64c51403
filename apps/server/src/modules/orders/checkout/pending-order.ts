import { setTimeout as sleep } from 'node:timers/promises';
import type { StartCheckoutResponse } from '@shop/shared';
import { listCartLines } from '../../cart';
import type { DeliveryFeeRow } from '../../delivery';
import type { OrderRow } from '../order-mapper';
import { findOrder, listOrderLines } from '../order-repository';
import { askProviderIfReachable } from './ask-provider';
import { findPendingOrderOfUser } from './checkout-repository';
import { confirmCharge } from './confirm-charge';
import type { CheckoutDependencies } from './dependencies';
import { figuresOf } from './figures';
import { holdState } from './hold';
import { startAnswer } from './start-answer';

/** The delivery details an order keeps, as start reads them from its body. */
export type OrderDetails = Pick<
  OrderRow,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'street'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'digitalAddress'
  | 'country'
  | 'phoneNumber'
  | 'paymentMethod'
>;

/** How often a start looks at a pending order another start of the account is still starting. */
const STARTING_POLL_MS = 50;

/**
 * The account's pending order, once it has its charge: one without an access code is still
 * being started by another "Pay" of the account (between its commit and the provider's
 * answer), so this waits for it, up to the provider's time. Undefined when there is none,
 * or that start failed and released it.
 */
export async function pendingOrderOf(
  deps: CheckoutDependencies,
  userId: string,
): Promise<OrderRow | undefined> {
  let order = await findPendingOrderOfUser(deps.db, userId);
  const startedBy = (order?.createdAt.getTime() ?? 0) + deps.startingChargeMs;
  while (order && !order.accessCode && Date.now() < startedBy) {
    await sleep(STARTING_POLL_MS);
    const current = await findOrder(deps.db, order.id);
    order = current?.paymentStatus === 'Pending' ? current : undefined;
  }
  return order;
}

/** The pending order is what the shopper is about to pay for again: same lines, prices, figures and details. */
async function isSameCheckout(
  deps: Pick<CheckoutDependencies, 'db'>,
  order: OrderRow,
  userId: string,
  details: OrderDetails,
  fee: DeliveryFeeRow,
): Promise<boolean> {
  // No lock: a comparison only.
  const lines = await listCartLines(deps.db, userId);
  const figures = figuresOf(lines, fee);
  if (figures.total !== order.totalPesewas || figures.shippingFee !== order.shippingFeePesewas) return false;
  const ordered = await listOrderLines(deps.db, [order.id]);
  const key = (variantId: number | null, quantity: number, price: number) =>
    `${variantId}:${quantity}:${price}`;
  const orderedKeys = ordered.map((line) => key(line.variantId, line.quantity, line.unitPricePesewas)).sort();
  const cartKeys = lines.map((line) => key(line.variant.id, line.quantity, line.variant.pricePesewas)).sort();
  if (orderedKeys.join() !== cartKeys.join()) return false;
  return (Object.keys(details) as (keyof OrderDetails)[]).every((field) => order[field] === details[field]);
}

/**
 * "Pay" when the account already has a pending order: it may be paid, paying, or to be
 * resumed. Answers the start answer; `replace` when it is unpaid and no longer what the
 * shopper checks out; `gone` when its charge settled but could not pay for it (refunded).
 */
export async function lookAtPendingOrder(
  deps: CheckoutDependencies,
  order: OrderRow,
  userId: string,
  details: OrderDetails,
  fee: DeliveryFeeRow,
): Promise<StartCheckoutResponse | 'replace' | 'gone'> {
  const charge = await askProviderIfReachable(deps, order.paymentReference);
  // It may be paid: never open a second popup for it. Verify, the webhook or the sweeper confirm it.
  if (charge === 'unreachable') return startAnswer(deps, order, 'confirming');
  if (charge?.state === 'settled') {
    const confirmed = await confirmCharge(deps, order.paymentReference, charge, { userId });
    if (confirmed?.order.paymentStatus === 'Paid') return startAnswer(deps, confirmed.order, 'paid');
    return 'gone';
  }
  if (charge?.state === 'under-way') return startAnswer(deps, order, 'confirming');
  if (
    order.accessCode &&
    holdState(order) === 'live' &&
    (await isSameCheckout(deps, order, userId, details, fee))
  ) {
    return startAnswer(deps, order, 'awaiting-payment');
  }
  return 'replace';
}
