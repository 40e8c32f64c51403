import type { CheckoutState, StartCheckoutResponse } from '@shop/shared';
import type { DeliveryFeeRow } from '../../../delivery';
import type { OrderRow } from '../../order-mapper';
import type { CheckoutDependencies } from '../dependencies';
import { askProviderIfReachable } from './ask-provider';
import { confirmCharge } from './confirm-charge';
import { holdState } from './hold';
import type { OrderDetails } from './order-details';
import { isSameCheckout } from './same-checkout';
import { startAnswer } from './start-answer';

/** What the account's pending order makes of a new "Pay": an answer about it, or what is left to do. */
type PendingOutcome =
  | { answer: CheckoutState; order: OrderRow }
  /** Unpaid and no longer what the shopper checks out: the new start releases its hold. */
  | 'replace'
  /** Its charge settled but could not pay for it (refunded): a new start goes ahead. */
  | 'gone';

/** The provider is asked first: the pending order may be paid, and never gets a second popup then. */
async function outcomeOf(
  deps: CheckoutDependencies,
  order: OrderRow,
  userId: string,
  details: OrderDetails,
  fee: DeliveryFeeRow,
): Promise<PendingOutcome> {
  const charge = await askProviderIfReachable(deps, order.paymentReference);
  // It may be paid: verify, the webhook or the sweeper confirm it.
  if (charge === 'unreachable') return { answer: 'confirming', order };
  if (charge?.state === 'settled') {
    const confirmed = await confirmCharge(deps, order.paymentReference, charge, { userId });
    if (confirmed?.order.paymentStatus === 'Paid') return { answer: 'paid', order: confirmed.order };
    return 'gone';
  }
  if (charge?.state === 'under-way') return { answer: 'confirming', order };
  if (
    order.accessCode &&
    holdState(order) === 'live' &&
    (await isSameCheckout(deps, order, userId, details, fee))
  ) {
    return { answer: 'awaiting-payment', order };
  }
  return 'replace';
}

/**
 * "Pay" when the account already has a pending order: it may be paid, paying, or to be
 * resumed (the start's answer about it); `replace` when it is unpaid and no longer what the
 * shopper checks out; `gone` when its charge settled but could not pay for it (refunded).
 */
export async function lookAtPendingOrder(
  deps: CheckoutDependencies,
  order: OrderRow,
  userId: string,
  details: OrderDetails,
  fee: DeliveryFeeRow,
): Promise<StartCheckoutResponse | 'replace' | 'gone'> {
  const outcome = await outcomeOf(deps, order, userId, details, fee);
  if (typeof outcome === 'string') return outcome;
  return startAnswer(deps, outcome.order, outcome.answer);
}
