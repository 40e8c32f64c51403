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

/**
 * A product one of whose variants the branch holds, read on branch_stock's primary key
 * (variant, branch) beside the product's variants. The branch being open is one check for the
 * whole query (the planner runs an uncorrelated subquery once). Written by hand with aliases:
 * Drizzle leaves a raw subquery's columns unqualified.
 */
export const heldAtBranch = (branchId: number): SQL => sql`(exists (
    select 1 from branches as open_branch where open_branch.id = ${branchId} and open_branch.archived_at is null)
  and exists (
    select 1 from product_variants as variant
    join branch_stock as held on held.variant_id = variant.id and held.branch_id = ${branchId}
    where variant.product_id = "products"."id" and held.stock > 0))`;

/**
 * Past this many a branch's products are not counted one by one: a shop's main branch holds
 * nearly every product, and counting 100,000 of them costs many pages. The total beyond is the
 * planner's estimate, said so with `totalEstimated` (as a wide search's, decision 0030).
 */
export const BRANCH_COUNTED_AT_MOST = 1000;

/** How many products the filtered list finds: exact up to the bound, estimated past it. */
export async function countHeldAtBranch(
  db: Executor,
  where: SQL,
  countedAtMost = BRANCH_COUNTED_AT_MOST,
): Promise<{ total: number; totalEstimated?: true }> {
  const counted = await db.execute(
    sql`select count(*)::integer as found from (select 1 from ${products} where ${where} limit ${countedAtMost + 1}) as held`,
  );
  const found = Number(rowsOf<{ found: number }>(counted)[0]?.found ?? 0);
  if (found <= countedAtMost) return { total: found };
  const estimate = await estimatedMatches(db, where);
  return { total: Math.max(estimate, countedAtMost + 1), totalEstimated: true };
}
