import { type Promotion, toCedis } from '@shop/shared';
import { desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isoOrNull } from '../../db/query-helpers';
import { orders, promotions, promotionUses } from '../../db/schema';
import type { PromotionRow } from './promotion-repository';

/** What a promotion has brought so far, over its live uses (given-back uses no longer count). */
export interface PromotionFigures {
  uses: number;
  discountPesewas: number;
  revenuePesewas: number;
}

export type PromotionWithFigures = PromotionRow & PromotionFigures;

/**
 * Every promotion's live uses summed in one grouped subquery, joined to the promotions it
 * belongs to: the whole Promotions page costs one query, however many promotions and orders.
 * The orders are read only for their totals less what returns refunded (what the owner calls revenue).
 */
function liveUseFigures(db: Executor) {
  return db
    .select({
      promotionId: promotionUses.promotionId,
      uses: sql<number>`count(*)`.as('uses'),
      discountPesewas: sql<number>`sum(${promotionUses.discountPesewas})`.as('discount_pesewas'),
      revenuePesewas: sql<number>`sum(${orders.totalPesewas} - ${orders.refundedPesewas})`.as(
        'revenue_pesewas',
      ),
    })
    .from(promotionUses)
    .innerJoin(orders, eq(orders.id, promotionUses.orderId))
    .where(isNull(promotionUses.givenBackAt))
    .groupBy(promotionUses.promotionId)
    .as('live_use_figures');
}

/** Promotions with their figures, newest first; `where` narrows them (one promotion's id). */
export async function selectPromotionsWithFigures(
  db: Executor,
  where?: SQL,
): Promise<PromotionWithFigures[]> {
  const figures = liveUseFigures(db);
  // count and sum come back as bigint (text on node-postgres): Number reads both drivers' forms.
  const figure = (column: typeof figures.uses) => sql<number>`coalesce(${column}, 0)`.mapWith(Number);
  const rows = await db
    .select({
      promotion: promotions,
      uses: figure(figures.uses),
      discountPesewas: figure(figures.discountPesewas),
      revenuePesewas: figure(figures.revenuePesewas),
    })
    .from(promotions)
    .leftJoin(figures, eq(figures.promotionId, promotions.id))
    .where(where)
    .orderBy(desc(promotions.createdAt), desc(promotions.id));
  return rows.map(({ promotion, ...counted }) => ({ ...promotion, ...counted }));
}

/** A promotion as staff read it (cedis), with its figures. */
export function toAdminPromotion(row: PromotionWithFigures): Promotion {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    percent: row.percent,
    amount: row.amountPesewas === null ? null : toCedis(row.amountPesewas),
    minimumSubtotal: toCedis(row.minimumSubtotalPesewas),
    scope: row.scope,
    startsAt: isoOrNull(row.startsAt),
    endsAt: isoOrNull(row.endsAt),
    totalUses: row.totalUses,
    usesPerCustomer: row.usesPerCustomer,
    firstOrderOnly: row.firstOrderOnly,
    enabled: row.enabled,
    uses: row.uses,
    // From the counter the checks guard (uses_taken), so it is what the next order meets.
    usesLeft: row.totalUses === null ? null : Math.max(0, row.totalUses - row.usesTaken),
    discountGiven: toCedis(row.discountPesewas),
    revenue: toCedis(row.revenuePesewas),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
