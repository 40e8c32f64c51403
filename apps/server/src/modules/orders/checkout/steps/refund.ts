import type { Transaction } from '../../../../db/client';
import { returnStock } from '../../../catalogue';
import { markPaymentRefunded } from '../../../payments';
import type { OrderRow } from '../../order-mapper';
import { listUnitsToRestock } from '../../order-status-repository';
import type { CheckoutDependencies } from '../dependencies';
import { markOrderRefunded, setPaymentState } from '../payment-state-repository';
import { giveBackUseOfOrder } from './promotion-use';

/**
 * The one "cancel and refund", inside the transaction that holds the order's lock: the
 * promotion's use goes back, the stock goes back when the order holds it, the order is Cancelled with its reason and its
 * payment Refund pending. The caller refunds the charge after the commit (refundCharge).
 * Used when a charge cannot become an order, and when staff cancel a paid order.
 */
export async function cancelForRefund(
  transaction: Transaction,
  order: OrderRow,
  options: { reason: string; holdsStock: boolean },
): Promise<void> {
  // Its promotion's use goes back too (once: an order whose hold ran out gave it back then).
  await giveBackUseOfOrder(transaction, order);
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
    await deps.provider.refund(order.paymentReference);
    return true;
  } catch (error) {
    deps.log.warn({ err: error, orderId: order.id }, whenRefused);
    return false;
  }
}

/** What a settled charge left to refund after its commit (methods/payment-method-handler.ts). */
export interface RefundsDue {
  /** The order was cancelled for a refund: Refunded once the provider refunds it. */
  refund: boolean;
  /** A late charge on an order that ended: refunded, the order left as it is. */
  refundLateCharge?: boolean;
}

/**
 * After the commit, the refund a settled charge left due, asked of the provider for the whole
 * charge. An order cancelled for a refund is then marked Refunded; a refund the provider does
 * not make now is tried again by the sweeper (Refund pending), or, for a late charge, at the
 * charge's next report (verify, webhook retries).
 */
export async function refundAfterSettling(
  deps: RefundDependencies,
  order: Pick<OrderRow, 'id' | 'paymentReference'>,
  due: RefundsDue,
): Promise<void> {
  if (!due.refund && !due.refundLateCharge) return;
  const whenRefused = due.refund
    ? 'refund failed; the sweeper retries it'
    : 'late charge refund failed; tried again at its next report';
  if (!(await providerRefunded(deps, order, whenRefused))) return;
  if (due.refund) await markOrderRefunded(deps.db, order.id);
  await markPaymentRefunded(deps.db, order.paymentReference);
}

/** After a commit that left the order Refund pending (staff's cancel, the sweeper's retry). */
export function refundCharge(
  deps: RefundDependencies,
  order: Pick<OrderRow, 'id' | 'paymentReference'>,
): Promise<void> {
  return refundAfterSettling(deps, order, { refund: true });
}
