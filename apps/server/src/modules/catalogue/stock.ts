import { API_MESSAGES } from '@shop/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { productVariants } from '../../db/schema';
import { conflict } from '../../plugins/errors';

/*
 * Stock is the variant's (decision 0036): every take and return is one variant's row. The
 * product's total follows by the variants' trigger (migration 0016), which writes the
 * product row after the variant's: variant rows are locked before product rows everywhere.
 */

/**
 * Takes `quantity` units of the variant when they are there, in one conditional statement:
 * the row lock makes concurrent orders for the last unit queue up, and only the first finds
 * enough left. Answers whether it took them.
 */
export async function takeStockIfThere(
  transaction: Executor,
  variantId: number,
  quantity: number,
): Promise<boolean> {
  const taken = await transaction
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${quantity}`, updatedAt: new Date() })
    .where(and(eq(productVariants.id, variantId), gte(productVariants.stock, quantity)))
    .returning({ id: productVariants.id });
  return taken.length > 0;
}

/**
 * Takes `quantity` units (see takeStockIfThere), or refuses with 409 naming the variant
 * ("Samsung Galaxy A15, 256GB, Blue"). Checkout calls it inside its own transaction.
 */
export async function takeStock(
  transaction: Executor,
  variant: { id: number; name: string },
  quantity: number,
): Promise<void> {
  if (await takeStockIfThere(transaction, variant.id, quantity)) return;
  const [current] = await transaction
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variant.id));
  const left = current?.stock ?? 0;
  throw conflict(
    left === 0 ? API_MESSAGES.outOfStock(variant.name) : API_MESSAGES.notEnoughStock(variant.name, left),
  );
}

/**
 * Puts units back on the shelf (a cancelled order's lines). The caller passes them in
 * (product id, variant id) order: rows are locked in that order everywhere, so a cancel and
 * a checkout cannot deadlock.
 */
export async function returnStock(
  transaction: Executor,
  lines: { variantId: number; quantity: number }[],
): Promise<void> {
  for (const line of lines) {
    await transaction
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}`, updatedAt: new Date() })
      .where(eq(productVariants.id, line.variantId));
  }
}
