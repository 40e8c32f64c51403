import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settingSaved } from '../../db/kept-settings';
import { promotions, promotionUses } from '../../db/schema';
import type { PromotionRow } from './promotion-repository';

/*
 * The uses orders take and give back (decision 0062), inside the transaction that places,
 * cancels or expires the order. The promotion's row is locked by the conditional UPDATE: in
 * the lock order it comes after the order and before the variants.
 */

/**
 * Takes one use of the promotion if it is switched on and not used up (one conditional
 * UPDATE, so N uses left make exactly N orders under any race). Answers the promotion as it
 * is now, or undefined when none was left (or it was switched off meanwhile).
 */
export async function takePromotionUse(
  transaction: Executor,
  promotionId: number,
): Promise<PromotionRow | undefined> {
  const [row] = await transaction
    .update(promotions)
    .set({ usesTaken: sql`${promotions.usesTaken} + 1` })
    .where(
      and(
        eq(promotions.id, promotionId),
        eq(promotions.enabled, true),
        sql`(${promotions.totalUses} is null or ${promotions.usesTaken} < ${promotions.totalUses})`,
      ),
    )
    .returning();
  // The kept automatic promotions carry their uses taken (decision 0086).
  settingSaved(transaction);
  return row;
}

/** The use's row, once the order that took it is written. */
export async function recordPromotionUse(
  transaction: Executor,
  use: { promotionId: number; orderId: string; userId: string; discountPesewas: number },
): Promise<void> {
  await transaction.insert(promotionUses).values(use);
}

/**
 * Gives back the order's use, once only: its row is marked given back and the promotion's
 * count goes down. Nothing when the order took none or gave it back already.
 */
export async function giveBackPromotionUse(transaction: Executor, orderId: string): Promise<void> {
  const [use] = await transaction
    .update(promotionUses)
    .set({ givenBackAt: sql`now()` })
    .where(and(eq(promotionUses.orderId, orderId), isNull(promotionUses.givenBackAt)))
    .returning({ promotionId: promotionUses.promotionId });
  if (!use) return;
  await transaction
    .update(promotions)
    .set({ usesTaken: sql`greatest(${promotions.usesTaken} - 1, 0)` })
    .where(eq(promotions.id, use.promotionId));
  settingSaved(transaction);
}

/**
 * A late charge pays an order whose use was given back: the use is taken again if one is
 * left. Answers false when none is (the charge is then refunded, as for sold-out stock).
 */
export async function retakePromotionUse(transaction: Executor, orderId: string): Promise<boolean> {
  const [use] = await transaction
    .select({ promotionId: promotionUses.promotionId })
    .from(promotionUses)
    .where(and(eq(promotionUses.orderId, orderId), isNotNull(promotionUses.givenBackAt)));
  if (!use) return true;
  if (!(await takePromotionUse(transaction, use.promotionId))) return false;
  await transaction
    .update(promotionUses)
    .set({ givenBackAt: null })
    .where(eq(promotionUses.orderId, orderId));
  return true;
}
