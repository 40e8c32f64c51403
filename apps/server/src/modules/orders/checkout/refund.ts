import type { Transaction } from '../../../db/client';
import { returnStock } from '../../catalog';
import { markPaymentRefunded } from '../../payments';
import type { OrderRow } from '../order-mapper';
import { listUnitsToRestock } from '../order-status-repository';
import { markOrderRefunded, setPaymentState } from './checkout-repository';
import type { CheckoutDependencies } from './dependencies';

/**
 * The one "cancel and refund", inside the transaction that holds the order's lock: the
 * stock goes back when the order holds it, the order is Cancelled with its reason and its
 * payment Refund pending. The caller refunds the charge after the commit (refundCharge).
 * Used when a charge cannot become an order, and when staff cancel a paid order.
 */
export async function cancelForRefund(
  transaction: Transaction,
  order: OrderRow,
  options: { reason: string; holdsStock: boolean },
): Promise<void> {
  if (options.holdsStock) await returnStock(transaction, await listUnitsToRestock(transaction, order.id));
  await setPaymentState(transaction, order, {
    paymentStatus: 'Refund pending',
    orderStatus: 'Cancelled',
    cancelReason: options.reason,
    checkedAt: new Date(),
  });
}

type RefundDependencies = Pick<CheckoutDependencies, 'db' | 'provider' | 'log'>;

/** Asks the provider to refund the order's whole charge; false (and a warning) when it did not. */
async function providerRefunded(
  deps: RefundDependencies,
  order: Pick<OrderRow, 'id' | 'paymentReference'>,
  whenRefused: string,
): Promise<boolean> {
  try {
    await deps.provider.refundCharge(order.paymentReference);
    return true;
  } catch (error) {
    deps.log.warn({ err: error, orderId: order.id }, whenRefused);
    return false;
  }
}

/**
 * After a commit that left the order Refund pending: asks the provider to refund the whole
 * charge, then marks it Refunded. When the provider does not answer, the sweeper retries.
 */
export async function refundCharge(
  deps: RefundDependencies,
  order: Pick<OrderRow, 'id' | 'paymentReference'>,
): Promise<void> {
  if (!(await providerRefunded(deps, order, 'refund failed; the sweeper retries it'))) return;
  await markOrderRefunded(deps.db, order.id);
  await markPaymentRefunded(deps.db, order.paymentReference);
}

/**
 * A charge that settled for an order it can no longer pay (to pay on delivery, and since
 * collected or ended unpaid): refunded in full, the order left as it is. A refund the
 * provider refuses now is tried again with the charge's next report (verify, webhook retries).
 */
export async function refundLateCharge(
  deps: RefundDependencies,
  order: Pick<OrderRow, 'id' | 'paymentReference'>,
): Promise<void> {
  const whenRefused = 'late charge refund failed; tried again at its next report';
  if (!(await providerRefunded(deps, order, whenRefused))) return;
  await markPaymentRefunded(deps.db, order.paymentReference);
}
