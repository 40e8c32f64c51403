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

/** Up to this many of a branch's products are counted exactly; beyond, the total is estimated. */
const PRODUCTS_COUNTED = 2_000;

export interface BranchFilter {
  where: SQL;
  /** True when the branch holds many products: the list's total is then the planner's estimate. */
  holdsMany: boolean;
}

/**
 * The condition for a branch: its id in the product's own `in_stock_at_branch_ids` (decision 0074), so the
 * list reads no other table for it. The planner takes a small branch's products from the
 * array's index and checks a large one's beside the list's own order, stopping when the page
 * is full. Counting a branch holding most of 100,000 products would cost many pages, so past
 * PRODUCTS_COUNTED the total is estimated and said so with `totalEstimated` (as a wide
 * search's, decision 0030).
 */
export async function branchFilter(
  db: Executor,
  branchId: number,
  counted = PRODUCTS_COUNTED,
): Promise<BranchFilter> {
  const held = sql`${products.inStockAtBranchIds} @> array[${branchId}]::integer[]`;
  const answer = await db.execute(sql`
    select (select count(*) from (select 1 from ${products} where ${held} limit ${counted + 1}) as found)::integer as held
    from branches where id = ${branchId} and archived_at is null`);
  const row = rowsOf<{ held: number }>(answer)[0];
  if (!row) return { where: sql`false`, holdsMany: false };
  return { where: held, holdsMany: Number(row.held) > counted };
}

/** The planner's count of a branch's products: at least one more than the pages reached so far. */
export async function estimatedHeldAtBranch(db: Executor, where: SQL, reached: number) {
  return { total: Math.max(await estimatedMatches(db, where), reached), totalEstimated: true as const };
}
