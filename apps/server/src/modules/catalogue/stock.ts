import { API_MESSAGES } from '@shop/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { readSetting } from '../../db/kept-settings';
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
  refusal: (left: number) => string = (left) =>
    left === 0 ? API_MESSAGES.outOfStock(variant.name) : API_MESSAGES.notEnoughStock(variant.name, left),
): Promise<void> {
  if (await takeStockIfThere(transaction, variant.id, quantity, branchId)) return;
  const [current] = await transaction
    .select({ stock: branchStock.stock })
    .from(branchStock)
    .where(
      and(
        eq(branchStock.variantId, variant.id),
        sql`${branchStock.branchId} = ${branchOrDelivery(branchId)}`,
      ),
    );
  throw conflict(refusal(current?.stock ?? 0));
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
