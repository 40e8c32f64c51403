import { API_MESSAGES, CART_QUANTITY_MAX, type CartItem } from '@shop/shared';
import type { Db } from '../../db/client';
import { badRequest, conflict, type HttpError, notFound } from '../../plugins/errors';
import { findProduct, type ProductRow, toProduct } from '../catalog';
import { addToCartLine, listCartLines, removeCartLine, setCartLineQuantity } from './cart-repository';

export async function cartItemsOf(db: Db, userId: string): Promise<CartItem[]> {
  const lines = await listCartLines(db, userId);
  return lines.map((line) => ({ product: toProduct(line.product), quantity: line.quantity }));
}

async function liveProduct(db: Db, productId: string): Promise<ProductRow> {
  const product = await findProduct(db, productId);
  if (!product) throw notFound(API_MESSAGES.productNotFound);
  return product;
}

/** 409 naming the product when the shop cannot supply this many. */
function refuseBeyondStock(product: ProductRow, quantity: number): HttpError | undefined {
  if (quantity <= product.stock) return undefined;
  return conflict(
    product.stock === 0
      ? API_MESSAGES.outOfStock(product.name)
      : API_MESSAGES.notEnoughStock(product.name, product.stock),
  );
}

export async function addToCart(db: Db, userId: string, productId: string, quantity: number): Promise<void> {
  const product = await liveProduct(db, productId);
  // The increment and the checks share one transaction: a refused add leaves the line as it was.
  await db.transaction(async (transaction) => {
    const total = await addToCartLine(transaction, userId, product.id, quantity);
    if (total > CART_QUANTITY_MAX) throw badRequest(API_MESSAGES.cartQuantityTooLarge(CART_QUANTITY_MAX));
    const refusal = refuseBeyondStock(product, total);
    if (refusal) throw refusal;
  });
}

export async function updateCartQuantity(
  db: Db,
  userId: string,
  productId: string,
  quantity: number,
): Promise<void> {
  const product = await liveProduct(db, productId);
  const refusal = refuseBeyondStock(product, quantity);
  if (refusal) throw refusal;
  if (!(await setCartLineQuantity(db, userId, product.id, quantity))) throw notFound(API_MESSAGES.notInCart);
}

/** Removing a product that is not in the cart is not an error: the cart ends as asked. */
export async function removeFromCart(db: Db, userId: string, productId: string): Promise<void> {
  const product = await liveProduct(db, productId);
  await removeCartLine(db, userId, product.id);
}
