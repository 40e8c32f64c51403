import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cartItems, products } from '../../db/schema';
import type { ProductRow } from '../catalog';

export interface CartLine {
  product: ProductRow;
  quantity: number;
}

/** The user's cart with live products only: an archived product is no longer for sale. */
export async function listCartLines(db: Executor, userId: string): Promise<CartLine[]> {
  const rows = await db
    .select({ product: products, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), isNull(products.archivedAt)))
    .orderBy(asc(cartItems.id));
  return rows;
}

/**
 * Inside a transaction: the user's cart lines, locked until it ends, so that two checkouts
 * of one cart run one after the other. Lines of archived products are included; the caller
 * decides what to do with them.
 */
export async function lockCartLines(transaction: Executor, userId: string): Promise<CartLine[]> {
  return transaction
    .select({ product: products, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(products.id))
    .for('update', { of: cartItems });
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
