import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cartItems } from '../../db/schema';
import { findProductsByIds, type ProductRow } from '../catalog';

export interface CartLine {
  product: ProductRow;
  quantity: number;
}

/** Cart rows joined in code with their products, which the catalog module reads. */
async function withProducts(
  db: Executor,
  rows: { productId: number; quantity: number }[],
): Promise<CartLine[]> {
  const productsById = await findProductsByIds(
    db,
    rows.map((row) => row.productId),
  );
  return rows.flatMap((row) => {
    const product = productsById.get(row.productId);
    return product ? [{ product, quantity: row.quantity }] : [];
  });
}

/** The user's cart with live products only: an archived product is no longer for sale. */
export async function listCartLines(db: Executor, userId: string): Promise<CartLine[]> {
  const rows = await db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.id));
  const lines = await withProducts(db, rows);
  return lines.filter((line) => !line.product.archivedAt);
}

/**
 * Inside a transaction: the user's cart lines, locked until it ends, so that two checkouts
 * of one cart run one after the other. Lines come in product id order (the order in which
 * checkout then locks product rows). Lines of archived products are included; the caller
 * decides what to do with them.
 */
export async function lockCartLines(transaction: Executor, userId: string): Promise<CartLine[]> {
  const rows = await transaction
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.productId))
    .for('update');
  return withProducts(transaction, rows);
}

/**
 * Inside a transaction: locks every cart line holding the product. Deleting a product
 * cascades to these lines, and checkout locks cart lines before products, so a delete
 * takes the same locks in the same order or the two would deadlock.
 */
export async function lockCartLinesOfProduct(transaction: Executor, productId: number): Promise<void> {
  await transaction
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(eq(cartItems.productId, productId))
    .orderBy(asc(cartItems.id))
    .for('update');
}

/** Adds to the line's quantity (or creates the line) in one statement; answers the new quantity. */
export async function addToCartLine(db: Executor, userId: string, productId: number, quantity: number) {
  const [row] = await db
    .insert(cartItems)
    .values({ userId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: sql`${cartItems.quantity} + ${quantity}`, updatedAt: new Date() },
    })
    .returning({ quantity: cartItems.quantity });
  return row!.quantity;
}

/** Sets the line's quantity; answers false when the product is not in the cart. */
export async function setCartLineQuantity(db: Executor, userId: string, productId: number, quantity: number) {
  const rows = await db
    .update(cartItems)
    .set({ quantity, updatedAt: new Date() })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function removeCartLine(db: Executor, userId: string, productId: number): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
}

/**
 * Removes the lines checkout read and ordered. Only those: a line another tab added while
 * the checkout ran was not locked, not ordered, and must stay in the cart.
 */
export async function clearCart(db: Executor, userId: string, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
}
