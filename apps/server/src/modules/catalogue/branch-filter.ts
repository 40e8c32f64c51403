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

/** Up to this many of a branch's products a filtered list counts exactly; beyond, it estimates. */
const PRODUCTS_COUNTED = 2_000;

export interface BranchFilter {
  where: SQL;
  /** The live products the branch holds, as branch_product_counts keeps them (decision 0083). */
  held: number;
  /** True when the branch holds many products: a list filtered further then estimates its total. */
  holdsMany: boolean;
}

/**
 * The condition for a branch: its id in the product's own `in_stock_at_branch_ids` (decision
 * 0074), so the list reads no other table for it. The planner takes a small branch's products
 * from the array's index and checks a large one's beside the list's own order, stopping when the
 * page is full. How many products the branch holds is kept by the products' trigger (decision
 * 0083): the list at a branch alone answers it as its total; filtered further at a branch
 * holding many, counting would cost many pages, so past PRODUCTS_COUNTED the total is estimated
 * and said so with `totalEstimated` (as a wide search's, decision 0030).
 */
export async function branchFilter(
  db: Executor,
  branchId: number,
  counted = PRODUCTS_COUNTED,
): Promise<BranchFilter> {
  const answer = await db.execute(sql`
    select coalesce(counts.held, 0)::integer as held
    from branches left join branch_product_counts as counts on counts.branch_id = branches.id
    where branches.id = ${branchId} and branches.archived_at is null`);
  const row = rowsOf<{ held: number }>(answer)[0];
  if (!row) return { where: sql`false`, held: 0, holdsMany: false };
  const held = Number(row.held);
  return {
    where: sql`${products.inStockAtBranchIds} @> array[${branchId}]::integer[]`,
    held,
    holdsMany: held > counted,
  };
}

/** The planner's count of a branch's products: at least one more than the pages reached so far. */
export async function estimatedHeldAtBranch(db: Executor, where: SQL, reached: number) {
  return { total: Math.max(await estimatedMatches(db, where), reached), totalEstimated: true as const };
}
