import { API_MESSAGES } from '@shop/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { readSetting } from '../../db/kept-settings';
import { arrayOf, rowsOf } from '../../db/query-helpers';
import { branches, branchStock } from '../../db/schema';
import { conflict } from '../../plugins/errors';

/*
 * Stock lies at branches (decision 0068): every take and return is one branch's row of one
 * variant. The variant's figure (the sum) and the product's follow by triggers (migrations
 * 0016, 0032), which write the variant row after the branch row and the product row after
 * the variant's: branch rows are locked before variant rows, and those before product rows,
 * everywhere.
 */

/** A unit count at a branch; `branchId` null is the branch that fills deliveries. */
export interface StockLine {
  variantId: number;
  quantity: number;
  branchId?: number | null;
}

const branchOrDelivery = (branchId: number | null | undefined) =>
  branchId ? sql`${branchId}` : sql`delivery_branch_id()`;

/**
 * The branch whose stock delivery orders take (one always exists: decision 0067). Every
 * delivery checkout asks it and staff seldom move it: kept like a setting (db/kept-settings.ts)
 * under the branches' topic, which their table's trigger notifies; a move says `settingSaved`.
 */
export function deliveryBranchId(executor: Executor): Promise<number> {
  return readSetting(executor, 'delivery_branch', 'branches', async () => {
    const [row] = await executor
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.fillsDelivery, true));
    if (!row) throw new Error('no branch fills delivery orders');
    return row.id;
  });
}

/**
 * Takes `quantity` units of the variant at the branch when they are there, in one conditional
 * statement: the row lock makes concurrent orders for the last unit queue up, and only the
 * first finds enough left. Answers whether it took them.
 */
export async function takeStockIfThere(
  transaction: Executor,
  variantId: number,
  quantity: number,
  branchId: number | null,
): Promise<boolean> {
  const taken = await transaction
    .update(branchStock)
    .set({ stock: sql`${branchStock.stock} - ${quantity}`, updatedAt: new Date() })
    .where(
      and(
        eq(branchStock.variantId, variantId),
        sql`${branchStock.branchId} = ${branchOrDelivery(branchId)}`,
        gte(branchStock.stock, quantity),
      ),
    )
    .returning({ variantId: branchStock.variantId });
  return taken.length > 0;
}

/** The units of a variant at the branch now, for a refusal's words (none without a row). */
async function unitsLeft(transaction: Executor, variantId: number, branchId: number | null): Promise<number> {
  const [current] = await transaction
    .select({ stock: branchStock.stock })
    .from(branchStock)
    .where(
      and(eq(branchStock.variantId, variantId), sql`${branchStock.branchId} = ${branchOrDelivery(branchId)}`),
    );
  return current?.stock ?? 0;
}

/** What a shopper is told when a branch has too few of the variant named `name`. */
const refusalOf = (name: string, left: number) =>
  left === 0 ? API_MESSAGES.outOfStock(name) : API_MESSAGES.notEnoughStock(name, left);

/**
 * Takes `quantity` units at the branch (see takeStockIfThere), or refuses with 409 saying what
 * that branch has left: by default naming the variant ("Samsung Galaxy A15, 256GB, Blue"), or
 * in the caller's words (`refusal`, given the units left). Called inside the caller's transaction.
 */
export async function takeStock(
  transaction: Executor,
  variant: { id: number; name: string },
  quantity: number,
  branchId: number | null,
  refusal: (left: number) => string = (left) => refusalOf(variant.name, left),
): Promise<void> {
  if (await takeStockIfThere(transaction, variant.id, quantity, branchId)) return;
  throw conflict(refusal(await unitsLeft(transaction, variant.id, branchId)));
}

/** A line to take (takeEachOrRefuse): its variant, how many, and the words of its refusal. */
export interface LineToTake {
  variant: { id: number; name: string };
  quantity: number;
  refusal?: (left: number) => string;
}

/**
 * Takes every line's units at one branch in one statement, or refuses with 409 for the first
 * line, in the caller's order, that the branch has too few of (takeStock's words, or the
 * line's own), and the caller's transaction takes none. One statement, not one a line: inside a
 * checkout's transaction each statement is a round trip its other statements wait for, and on
 * PGlite every other request waits with them. The branch rows are locked in the lines' order
 * first (the caller passes (product id, variant id) order), so two checkouts queue, never
 * deadlock; the variants' and products' totals follow once, by the statement's triggers.
 */
export async function takeEachOrRefuse(
  transaction: Executor,
  lines: LineToTake[],
  branchId: number | null,
): Promise<void> {
  if (lines.length === 0) return;
  const branch = branchOrDelivery(branchId);
  const taken = rowsOf<{ variant_id: number }>(
    await transaction.execute(sql`
      with wanted as (
        select variant_id, quantity, position
        from unnest(
          ${arrayOf(
            lines.map((line) => line.variant.id),
            'integer',
          )},
          ${arrayOf(
            lines.map((line) => line.quantity),
            'integer',
          )}
        )
          with ordinality as wanted (variant_id, quantity, position)
      ), locked as materialized (
        select branch_stock.variant_id, wanted.quantity
        from branch_stock join wanted on wanted.variant_id = branch_stock.variant_id
        where branch_stock.branch_id = ${branch}
        order by wanted.position
        for update of branch_stock
      )
      update branch_stock
      set stock = branch_stock.stock - locked.quantity, updated_at = now()
      from locked
      where branch_stock.variant_id = locked.variant_id
        and branch_stock.branch_id = ${branch}
        and branch_stock.stock >= locked.quantity
      returning branch_stock.variant_id`),
  );
  if (taken.length === lines.length) return;
  const takenIds = new Set(taken.map((row) => Number(row.variant_id)));
  const short = lines.find((line) => !takenIds.has(line.variant.id))!;
  const left = await unitsLeft(transaction, short.variant.id, branchId);
  throw conflict(short.refusal?.(left) ?? refusalOf(short.variant.name, left));
}

/**
 * Puts units back on a branch's shelf (a cancelled order's lines, at the branch they came
 * from). The caller passes them in (product id, variant id) order: rows are locked in that
 * order everywhere, so a cancel and a checkout cannot deadlock.
 */
export async function returnStock(transaction: Executor, lines: StockLine[]): Promise<void> {
  for (const line of lines) {
    await transaction.execute(sql`
      insert into branch_stock (variant_id, branch_id, stock)
      values (${line.variantId}, ${branchOrDelivery(line.branchId)}, ${line.quantity})
      on conflict (variant_id, branch_id)
        do update set stock = branch_stock.stock + excluded.stock, updated_at = now()`);
  }
}
