import { PAYMENT_STATES, PAYMENT_STATUSES, type PaymentStatus } from '@shop/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { readSetting } from '../../db/kept-settings';
import { cartDiscounts, orders, promotions, promotionUses } from '../../db/schema';

export type PromotionRow = typeof promotions.$inferSelect;

/** The answer cache's topic a write to a promotion moves (migration 0043). */
const PROMOTIONS_TOPIC = 'promotions';

/**
 * Orders that count as placed for "first order only": paid, to pay on delivery or collected.
 * Not those that ended unpaid or were cancelled, nor a pending one (the one a start replaces).
 */
const ORDER_PLACED_STATUSES: PaymentStatus[] = PAYMENT_STATUSES.filter(
  (status) => PAYMENT_STATES[status].placed && PAYMENT_STATES[status].stockTaken,
);

/** The promotion of a code as stored (normaliseDiscountCode), switched off or not. */
export async function findPromotionByCode(db: Executor, code: string): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.code, code));
  return row;
}

/**
 * The automatic promotions that are switched on (their dates and rules are checked by the
 * caller), the first made first. Every cart answer and every checkout asks them and staff
 * seldom change them: kept between requests like a setting (db/kept-settings.ts, decision
 * 0086), under the promotions' topic, which any write to a promotion moves (its uses too).
 */
export function enabledAutomaticPromotions(db: Executor): Promise<PromotionRow[]> {
  return readSetting(db, 'automatic_promotions', PROMOTIONS_TOPIC, () =>
    db
      .select()
      .from(promotions)
      .where(and(isNull(promotions.code), eq(promotions.enabled, true)))
      .orderBy(asc(promotions.id)),
  );
}

/** The promotion of the code in a cart, by the id the cart's own read gave. */
export async function findPromotionById(db: Executor, id: number): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  return row;
}

/**
 * The account's live uses of a promotion, apart: those of its pending order (at most one,
 * which a start replaces, giving its use back, before it takes a new one in the same
 * transaction) and the others.
 */
export async function liveUsesOfAccount(
  db: Executor,
  promotionId: number,
  userId: string,
): Promise<{ pending: number; placed: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${orders.paymentStatus} = 'Pending')`.mapWith(Number),
      placed: sql<number>`count(*) filter (where ${orders.paymentStatus} <> 'Pending')`.mapWith(Number),
    })
    .from(promotionUses)
    .innerJoin(orders, eq(orders.id, promotionUses.orderId))
    .where(
      and(
        eq(promotionUses.promotionId, promotionId),
        eq(promotionUses.userId, userId),
        isNull(promotionUses.givenBackAt),
      ),
    );
  return { pending: row?.pending ?? 0, placed: row?.placed ?? 0 };
}

/** Whether the account has an order placed (paid, to pay on delivery, collected). */
export async function hasPlacedOrder(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.paymentStatus, ORDER_PLACED_STATUSES)))
    .limit(1);
  return row !== undefined;
}

/** The promotion of the code in the account's cart, if it has one. */
export async function findCartCodePromotion(db: Executor, userId: string): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select({ promotion: promotions })
    .from(cartDiscounts)
    .innerJoin(promotions, eq(promotions.id, cartDiscounts.promotionId))
    .where(eq(cartDiscounts.userId, userId));
  return row?.promotion;
}

/** The cart's code, replacing the one it had. */
export async function putCodeInCart(db: Executor, userId: string, promotionId: number): Promise<void> {
  await db
    .insert(cartDiscounts)
    .values({ userId, promotionId })
    .onConflictDoUpdate({ target: cartDiscounts.userId, set: { promotionId, addedAt: sql`now()` } });
}

/** Takes the code out of the cart; answers whether there was one. */
export async function removeCodeFromCart(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .delete(cartDiscounts)
    .where(eq(cartDiscounts.userId, userId))
    .returning({ userId: cartDiscounts.userId });
  return rows.length > 0;
}
