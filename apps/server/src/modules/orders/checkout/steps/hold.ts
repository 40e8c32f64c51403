import type { Transaction } from '../../../../db/client';
import { returnStock, takeStockIfThere } from '../../../catalogue';
import type { OrderRow } from '../../order-mapper';
import { listOrderLines } from '../../order-repository';
import { listUnitsToRestock, lockOrder } from '../../order-status-repository';
import type { CheckoutDependencies } from '../dependencies';
import { setPaymentState } from '../payment-state-repository';
import { giveBackUseOfOrder } from './promotion-use';

/*
 * A pending order holds its stock until its hold runs out (decision 0007). The rules of the
 * hold live here: when it ends, releasing it, and taking the stock again for a late charge.
 */

/** When a hold taken now ends. */
export function holdEndsAt(holdMinutes: number, now = Date.now()): Date {
  return new Date(now + holdMinutes * 60_000);
}

/** The one hold-expiry rule: `live` until its end, `ran-out` from then on; `none` for an order without a hold. */
export function holdState(
  order: Pick<OrderRow, 'holdExpiresAt'>,
  now = Date.now(),
): 'live' | 'ran-out' | 'none' {
  if (!order.holdExpiresAt) return 'none';
  return order.holdExpiresAt.getTime() > now ? 'live' : 'ran-out';
}

/**
 * Inside a transaction, the order locked and holding stock: its promotion's use and its stock
 * go back (in the lock order), the order is Expired.
 */
export async function releaseLockedHold(transaction: Transaction, order: OrderRow): Promise<void> {
  await giveBackUseOfOrder(transaction, order);
  await returnStock(transaction, await listUnitsToRestock(transaction, order.id));
  await setPaymentState(transaction, order, { paymentStatus: 'Expired', orderStatus: 'Cancelled' });
}

/**
 * Releases a pending order's hold (the stock goes back, the order is Expired). With
 * `onlyIfRanOut`, only when its hold has run out, checked under the lock. Answers whether it did.
 */
export async function releaseHold(
  deps: Pick<CheckoutDependencies, 'db'>,
  orderId: string,
  { onlyIfRanOut = false } = {},
): Promise<boolean> {
  return deps.db.transaction(async (transaction) => {
    const order = await lockOrder(transaction, orderId);
    if (order?.paymentStatus !== 'Pending') return false;
    if (onlyIfRanOut && holdState(order) !== 'ran-out') return false;
    await releaseLockedHold(transaction, order);
    return true;
  });
}

/**
 * Takes the stock of an order whose hold was released, all lines or none ((product,
 * variant) order, as everywhere). A line whose variant was removed cannot be sold again.
 */
export async function retakeStock(transaction: Transaction, orderId: string): Promise<boolean> {
  const lines = await listOrderLines(transaction, [orderId]);
  if (lines.some((line) => line.variantId === null)) return false;
  const units = await listUnitsToRestock(transaction, orderId);
  const taken: typeof units = [];
  for (const unit of units) {
    if (!(await takeStockIfThere(transaction, unit.variantId, unit.quantity, unit.branchId ?? null))) {
      await returnStock(transaction, taken);
      return false;
    }
    taken.push(unit);
  }
  return true;
}
