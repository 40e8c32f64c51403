import { PICKUP_CODE_TRIES } from '@shop/shared';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { branches, orders } from '../../../db/schema';
import type { CounterFacts } from '../../messages';

/** The branch of a pickup as its messages name it. */
export async function findCounterBranch(db: Executor, branchId: number | null) {
  if (branchId === null) return undefined;
  const [branch] = await db
    .select({
      id: branches.id,
      name: branches.name,
      address: branches.address,
      city: branches.city,
      openingHours: branches.openingHours,
    })
    .from(branches)
    .where(eq(branches.id, branchId));
  return branch satisfies CounterFacts['branch'] | undefined;
}

/** Ready for pickup with a fresh code: the hold counts from now. In the order's transaction. */
export async function markReady(transaction: Executor, orderId: string, code: string, now: Date) {
  await transaction
    .update(orders)
    .set({
      orderStatus: 'Ready for pickup',
      statusChangedAt: now,
      updatedAt: now,
      readyForPickupAt: now,
      pickupRemindedAt: null,
      pickupCode: code,
      pickupCodeFailures: 0,
      pickupCodeLockedAt: null,
    })
    .where(eq(orders.id, orderId));
}

/** A new code: unlocked, no wrong tries; the hold keeps its start. */
export async function replaceCode(transaction: Executor, orderId: string, code: string) {
  await transaction
    .update(orders)
    .set({ pickupCode: code, pickupCodeFailures: 0, pickupCodeLockedAt: null, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/** One more wrong code; the PICKUP_CODE_TRIES-th locks it. Answers the wrong tries so far. */
export async function countWrongCode(transaction: Executor, orderId: string): Promise<number> {
  const [row] = await transaction
    .update(orders)
    .set({
      pickupCodeFailures: sql`${orders.pickupCodeFailures} + 1`,
      pickupCodeLockedAt: sql`case when ${orders.pickupCodeFailures} + 1 >= ${PICKUP_CODE_TRIES} then now() else ${orders.pickupCodeLockedAt} end`,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId))
    .returning({ failures: orders.pickupCodeFailures });
  return row?.failures ?? PICKUP_CODE_TRIES;
}

const waitingPickup = and(eq(orders.fulfilment, 'pickup'), eq(orders.orderStatus, 'Ready for pickup'));

/**
 * Pickups ready between `readyAfter` and `readyBefore` and not yet reminded, oldest first; one
 * whose hold is already over is cancelled instead, without a reminder just before.
 */
export function listPickupsToRemind(db: Executor, readyAfter: Date, readyBefore: Date, limit: number) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        waitingPickup,
        lte(orders.readyForPickupAt, readyBefore),
        gt(orders.readyForPickupAt, readyAfter),
        isNull(orders.pickupRemindedAt),
      ),
    )
    .orderBy(asc(orders.readyForPickupAt))
    .limit(limit);
}

/** Pickups ready since before `readyBefore`: their hold is over. */
export function listPickupsToGiveUp(db: Executor, readyBefore: Date, limit: number) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(waitingPickup, lte(orders.readyForPickupAt, readyBefore)))
    .orderBy(asc(orders.readyForPickupAt))
    .limit(limit);
}

/** Claims the one reminder (of two instances only one wins). True when this one did. */
export async function claimReminder(transaction: Executor, orderId: string, now: Date): Promise<boolean> {
  const claimed = await transaction
    .update(orders)
    .set({ pickupRemindedAt: now })
    .where(and(eq(orders.id, orderId), waitingPickup, isNull(orders.pickupRemindedAt)))
    .returning({ id: orders.id });
  return claimed.length > 0;
}
