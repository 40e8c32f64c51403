import type { CheckoutDependencies } from './dependencies';
import { payNowStarted } from './on-delivery-repository';
import { claimOrdersForSweep, pendingDue } from './payment-state-repository';
import { askProviderIfReachable } from './steps/ask-provider';
import { confirmCharge } from './steps/confirm-charge';
import { holdState, releaseHold } from './steps/hold';
import { refundCharge } from './steps/refund';

/** How many rows one sweep claims of each kind; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

/**
 * One sweep, the last step (safe with several instances on one database: rows are claimed
 * with SKIP LOCKED and stamped, and every change re-checks the state under the row lock).
 * Pending orders whose hold ran out or that waited `confirmAfterS`: the provider is asked
 * (outside any transaction), then a settled charge is confirmed and an unpaid order whose
 * hold ran out released. Orders to pay on delivery whose "pay now instead" charge was started
 * are asked about too. Orders left Refund pending are refunded again.
 */
export async function sweep(
  deps: CheckoutDependencies,
): Promise<{ settled: number; released: number; refundsTried: number }> {
  const now = new Date();
  const quietMs = deps.confirmAfterS * 1000;
  const counts = { settled: 0, released: 0, refundsTried: 0 };
  const pending = await deps.db.transaction((transaction) =>
    claimOrdersForSweep(transaction, {
      status: 'Pending',
      due: pendingDue(now, quietMs),
      quietMs,
      limit: SWEEP_BATCH,
    }),
  );
  for (const order of pending) {
    const charge = await askProviderIfReachable(deps, order.paymentReference);
    if (charge !== 'unreachable' && charge?.state === 'settled') {
      const confirmed = await confirmCharge(deps, order.paymentReference, charge);
      if (confirmed?.becamePaid) counts.settled += 1;
    } else if (holdState(order, now.getTime()) === 'ran-out') {
      // Unpaid (or the provider is silent) and out of time: the stock goes back on sale.
      // A charge that still comes is confirmed later: the stock taken again, or refunded.
      if (await releaseHold(deps, order.id, { onlyIfRanOut: true })) counts.released += 1;
    }
  }
  // Pay on delivery paid online instead, whose shopper closed the page before verify.
  const payingNow = await deps.db.transaction((transaction) =>
    claimOrdersForSweep(transaction, {
      status: 'To pay on delivery',
      due: payNowStarted(),
      quietMs,
      limit: SWEEP_BATCH,
    }),
  );
  for (const order of payingNow) {
    const charge = await askProviderIfReachable(deps, order.paymentReference);
    if (charge === 'unreachable' || charge?.state !== 'settled') continue;
    const confirmed = await confirmCharge(deps, order.paymentReference, charge);
    if (confirmed?.becamePaid) counts.settled += 1;
  }
  const refunds = await deps.db.transaction((transaction) =>
    claimOrdersForSweep(transaction, {
      status: 'Refund pending',
      due: undefined,
      quietMs,
      limit: SWEEP_BATCH,
    }),
  );
  for (const order of refunds) {
    await refundCharge(deps, order);
    counts.refundsTried += 1;
  }
  // Confirming takes stock and releasing gives it back; the database's notice would say so
  // too, but this instance's next product answer must already show it.
  if (counts.settled > 0 || counts.released > 0) deps.stockChanged();
  return counts;
}
