import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cartItems } from '../../db/schema';

/** The shopper's cart lines as stored, for "Download my data" (decision 0071). */
export async function cartDataOf(db: Executor, userId: string) {
  return db
    .select({
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      createdAt: cartItems.createdAt,
      updatedAt: cartItems.updatedAt,
    })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
}

/** Empties the cart of an account being erased, in the erasure's transaction. */
export async function eraseCartOf(db: Executor, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
