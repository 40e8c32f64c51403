import { REFUSED_DELIVERIES_LIMIT } from '@shop/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

/*
 * An account's standing for pay on delivery (decision 0034): the deliveries it refused at the
 * door since staff last restored it. At REFUSED_DELIVERIES_LIMIT its starts are refused.
 */

export const isPayOnDeliveryBlocked = (refusedDeliveries: number) =>
  refusedDeliveries >= REFUSED_DELIVERIES_LIMIT;

/**
 * Inside a transaction: the account row locked until it ends, so the starts of one account
 * count its open pay-on-delivery orders one after the other (on PostgreSQL too). Undefined
 * when there is no such account.
 */
export async function lockAccountForPayOnDelivery(
  transaction: Executor,
  userId: string,
): Promise<{ refusedDeliveries: number } | undefined> {
  const [row] = await transaction
    .select({ refusedDeliveries: users.refusedDeliveries })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** One more delivery refused at the door, in the refusal's transaction. */
export async function countRefusedDelivery(transaction: Executor, userId: string): Promise<void> {
  await transaction
    .update(users)
    .set({ refusedDeliveries: sql`${users.refusedDeliveries} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Staff give the account pay on delivery back: its count starts again. Answers false when there is no such account. */
export async function restorePayOnDelivery(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ refusedDeliveries: 0, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The deliveries the account refused since pay on delivery was last restored (0 for no such account). */
export async function refusedDeliveriesOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ refusedDeliveries: users.refusedDeliveries })
    .from(users)
    .where(eq(users.id, userId));
  return row?.refusedDeliveries ?? 0;
}

/** Account names by id, for the staff who recorded collections. */
export async function findAccountNames(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
