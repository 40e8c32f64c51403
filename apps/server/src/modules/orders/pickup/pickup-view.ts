import type { OrderStatus } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { branches } from '../../../db/schema';
import type { OrderRow } from '../order-mapper';
import { holdEndOf } from './pickup-messages';

/** The status moves staff's order page offers: a pickup's Ready for pickup and Picked up are the counter's. */
export function counterMovesOf(
  order: Pick<OrderRow, 'fulfilment'>,
  moves: readonly OrderStatus[],
): OrderStatus[] {
  if (order.fulfilment !== 'pickup') return [...moves];
  return moves.filter((status) => status !== 'Ready for pickup' && status !== 'Delivered');
}

/** Until when a ready pickup is held (PICKUP_HOLD_DAYS after it was ready); null before. */
export function pickupHoldEndOf(order: Pick<OrderRow, 'readyForPickupAt'>, holdDays: number): Date | null {
  return order.readyForPickupAt ? holdEndOf(order.readyForPickupAt, holdDays) : null;
}

/** The name of the branch an order is filled at, for staff's pages. */
export async function findBranchName(db: Executor, branchId: number | null): Promise<string | undefined> {
  if (branchId === null) return undefined;
  const [row] = await db.select({ name: branches.name }).from(branches).where(eq(branches.id, branchId));
  return row?.name;
}
