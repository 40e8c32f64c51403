import { API_MESSAGES } from '@shop/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema';
import { conflict } from '../../plugins/errors';

/**
 * Takes `quantity` units when they are there, in one conditional statement: the row lock
 * makes concurrent orders for the last unit queue up, and only the first finds enough left.
 * Answers whether it took them.
 */
export async function takeStockIfThere(
  transaction: Executor,
  productId: number,
  quantity: number,
): Promise<boolean> {
  const taken = await transaction
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}`, updatedAt: new Date() })
    .where(and(eq(products.id, productId), gte(products.stock, quantity)))
    .returning({ id: products.id });
  return taken.length > 0;
}

/**
 * Takes `quantity` units (see takeStockIfThere), or refuses with 409 naming the product.
 * Checkout calls it inside its own transaction.
 */
export async function takeStock(
  transaction: Executor,
  product: { id: number; name: string },
  quantity: number,
): Promise<void> {
  if (await takeStockIfThere(transaction, product.id, quantity)) return;
  const [current] = await transaction
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, product.id));
  const left = current?.stock ?? 0;
  throw conflict(
    left === 0 ? API_MESSAGES.outOfStock(product.name) : API_MESSAGES.notEnoughStock(product.name, left),
  );
}

/**
 * Puts units back on the shelf (a cancelled order's lines). The caller passes them in
 * product id order: product rows are locked in that order everywhere, so a cancel and a
 * checkout cannot deadlock.
 */
export async function returnStock(
  transaction: Executor,
  lines: { productId: number; quantity: number }[],
): Promise<void> {
  for (const line of lines) {
    await transaction
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}`, updatedAt: new Date() })
      .where(eq(products.id, line.productId));
  }
}
