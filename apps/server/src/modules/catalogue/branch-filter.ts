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
/** A branch the planner puts past this many times PRODUCTS_COUNTED is not counted at all. */
const SURELY_MANY = 4;

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
 *
 * Whether a branch holds that many is first asked of the planner, whose statistics count the
 * array's elements: a branch it puts far past the limit is not counted. Counted, a branch holding a
 * third of the products took 2 ms or 60 ms by where the scan began (stock moved to a branch
 * rewrites its products' rows at the table's end, and PostgreSQL starts a long scan where the
 * last one was). A branch emptied since the statistics were gathered (PGlite gathers them after
 * an import) can be taken for a large one: its page is then still exact, its total an estimate.
 */
export async function branchFilter(
  db: Executor,
  branchId: number,
  counted = PRODUCTS_COUNTED,
): Promise<BranchFilter> {
  const held = sql`${products.inStockAtBranchIds} @> array[${branchId}]::integer[]`;
  const surelyMany = (await estimatedMatches(db, held)) > counted * SURELY_MANY;
  const count = surelyMany
    ? sql`null`
    : sql`(select count(*) from (select 1 from ${products} where ${held} limit ${counted + 1}) as found)`;
  const answer = await db.execute(sql`
    select ${count}::integer as held from branches where id = ${branchId} and archived_at is null`);
  const row = rowsOf<{ held: number | null }>(answer)[0];
  if (!row) return { where: sql`false`, holdsMany: false };
  return { where: held, holdsMany: surelyMany || Number(row.held) > counted };
}

/** The planner's count of a branch's products: at least one more than the pages reached so far. */
export async function estimatedHeldAtBranch(db: Executor, where: SQL, reached: number) {
  return { total: Math.max(await estimatedMatches(db, where), reached), totalEstimated: true as const };
}
