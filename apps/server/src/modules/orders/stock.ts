import { API_MESSAGES } from '@shop/shared';
import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, products } from '../../db/schema';
import { conflict } from '../../plugins/errors';

/**
 * Takes `quantity` units in one conditional statement: the row lock makes concurrent
 * orders for the last unit queue up, and only the first finds enough left. Refuses with
 * 409 naming the product.
 */
export async function takeStock(
  transaction: Executor,
  product: { id: number; name: string },
  quantity: number,
): Promise<void> {
  const taken = await transaction
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}`, updatedAt: new Date() })
    .where(and(eq(products.id, product.id), gte(products.stock, quantity)))
    .returning({ id: products.id });
  if (taken.length > 0) return;
  const [current] = await transaction
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, product.id));
  const left = current?.stock ?? 0;
  throw conflict(
    left === 0 ? API_MESSAGES.outOfStock(product.name) : API_MESSAGES.notEnoughStock(product.name, left),
  );
}

/** Puts a cancelled order's units back on the shelf (lines whose product was deleted have none to return). */
export async function restoreStock(transaction: Executor, orderId: string): Promise<void> {
  const lines = await transaction
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)))
    // Product rows are locked in id order everywhere, so a cancel and a checkout cannot deadlock.
    .orderBy(asc(orderItems.productId));
  for (const line of lines) {
    await transaction
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}`, updatedAt: new Date() })
      .where(eq(products.id, line.productId!));
  }
}
