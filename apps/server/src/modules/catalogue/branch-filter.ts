import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/query-helpers';
import { products } from '../../db/schema';
import { estimatedMatches } from './product-search';

/*
 * The list's branch filter, `?branch=<id>` (docs/product/branches.md): products with at least
 * one unit at that branch. A closed or unknown branch holds nothing a shopper can see there,
 * so the list is empty rather than refused: a shared link to a branch closed since still opens.
 */

/** At most this many of a branch's stocked variants are looked up as a list of product ids. */
const VARIANTS_LOOKED_UP = 2_000;

export interface BranchFilter {
  where: SQL;
  /** True when the branch holds many products: the list's total is then the planner's estimate. */
  holdsMany: boolean;
}

/**
 * The condition for a branch, shaped by how much it holds (as a price range is, decision 0036).
 * A branch holding few variants, read on branch_stock_held_idx (branch, variant) where stock > 0,
 * names its products by id: an array the planner cannot mistake for a large share of the table,
 * and an exact count. One holding many (a shop's main branch holds nearly everything) is
 * checked product by product beside the list's own order, on branch_stock's primary key
 * (variant, branch), which stops as soon as the page is full; counting its 100,000 products
 * would cost many pages, so the total is estimated and said so with `totalEstimated` (as a
 * wide search's, decision 0030). Written by hand with aliases: Drizzle leaves a raw subquery's
 * columns unqualified.
 */
export async function branchFilter(
  db: Executor,
  branchId: number,
  lookedUp = VARIANTS_LOOKED_UP,
): Promise<BranchFilter> {
  const held = sql`
    select variant.product_id from branch_stock as held
    join branches as open_branch on open_branch.id = held.branch_id and open_branch.archived_at is null
    join product_variants as variant on variant.id = held.variant_id
    where held.branch_id = ${branchId} and held.stock > 0`;
  const counted = await db.execute(
    sql`select count(*)::integer as variants from (${held} limit ${lookedUp + 1}) as found`,
  );
  const variants = Number(rowsOf<{ variants: number }>(counted)[0]?.variants ?? 0);
  // Distinct: a product's three variants there would look its row up three times.
  if (variants <= lookedUp)
    return {
      where: sql`${products.id} = any(array(select distinct product_id from (${held}) as held_product))`,
      holdsMany: false,
    };
  return {
    where: sql`exists (
      select 1 from product_variants as variant
      join branch_stock as held on held.variant_id = variant.id and held.branch_id = ${branchId}
      where variant.product_id = "products"."id" and held.stock > 0)`,
    holdsMany: true,
  };
}

/** The planner's count of a branch's products: at least one more than the pages reached so far. */
export async function estimatedHeldAtBranch(db: Executor, where: SQL, reached: number) {
  return { total: Math.max(await estimatedMatches(db, where), reached), totalEstimated: true as const };
}
