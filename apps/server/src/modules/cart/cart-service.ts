import {
  API_MESSAGES,
  CART_QUANTITY_MAX,
  type CartItem,
  type CartResponse,
  chooseOptionsMessage,
  toCedis,
  VARIANT_MESSAGES,
  variantDisplayName,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { badRequest, conflict, type HttpError, notFound } from '../../plugins/errors';
import {
  type CatalogueProduct,
  findProduct,
  findVariantProductId,
  toProduct,
  toVariantReference,
  type VariantRow,
  variantOptionsOf,
} from '../catalogue';
import { promotionOfCart, toDiscountSummary } from '../promotions';
import {
  addToCartLineWithin,
  cartLineQuantity,
  readCart,
  removeCartLine,
  setCartLineQuantity,
} from './cart-repository';
import { discountableLineOf } from './priced-lines';

/** What every cart answer carries besides its message: the lines, the discount and the figures. */
export type CartAnswer = Pick<CartResponse, 'cartItems' | 'discount' | 'totals'>;

/**
 * The whole cart at `at` (the app's clock): each product priced then (sale prices inside their
 * window), the promotion it gets (decision 0062) and its figures before delivery.
 */
export async function cartAnswerOf(db: Db, userId: string, at: Date): Promise<CartAnswer> {
  const { lines, codePromotionId } = await readCart(db, userId);
  const priced = lines.map((line) => discountableLineOf(line, at));
  const applied = await promotionOfCart(db, {
    userId,
    lines: priced,
    at,
    deliveryFeePesewas: 0,
    codePromotionId,
  });
  const subtotal = priced.reduce((sum, line) => sum + line.unitPesewas * line.quantity, 0);
  const discount = applied?.figures.goodsPesewas ?? 0;
  const cartItems: CartItem[] = lines.map((line) => ({
    product: toProduct(line.product, at),
    variant: toVariantReference(line.product, line.variant),
    quantity: line.quantity,
  }));
  return {
    cartItems,
    discount: applied ? toDiscountSummary(applied) : null,
    totals: { subtotal: toCedis(subtotal), discount: toCedis(discount), total: toCedis(subtotal - discount) },
  };
}

interface Chosen {
  product: CatalogueProduct;
  variant: VariantRow;
}

/**
 * The live product and the variant a cart call means (decision 0036). Without `variantId` a
 * product with one variant means that one, and one with several is 400 asking for its
 * options; an unknown variant is 404, another product's 400.
 */
async function chosenVariant(db: Db, productId: string, variantId: string | undefined): Promise<Chosen> {
  const product = await findProduct(db, productId);
  if (!product) throw notFound(API_MESSAGES.productNotFound);
  if (variantId === undefined) {
    if (product.variants.length === 1) return { product, variant: product.variants[0]! };
    throw badRequest(chooseOptionsMessage(product.options.map((option) => option.name)));
  }
  const variant = product.variants.find((candidate) => candidate.publicId === variantId.toLowerCase());
  if (variant) return { product, variant };
  if ((await findVariantProductId(db, variantId)) !== undefined) {
    throw badRequest(VARIANT_MESSAGES.variantOfAnotherProduct);
  }
  throw notFound(VARIANT_MESSAGES.variantNotFound);
}

/** 409 naming the variant ("Samsung Galaxy A15, 256GB, Blue") when the shop cannot supply this many. */
function refuseBeyondStock({ product, variant }: Chosen, quantity: number): HttpError | undefined {
  if (quantity <= variant.stock) return undefined;
  const name = variantDisplayName(product.name, variantOptionsOf(product, variant));
  return conflict(
    variant.stock === 0 ? API_MESSAGES.outOfStock(name) : API_MESSAGES.notEnoughStock(name, variant.stock),
  );
}

const lineOf = ({ product, variant }: Chosen) => ({ productId: product.id, variantId: variant.id });

export interface CartCall {
  productId: string;
  variantId?: string | undefined;
}

/** 400 past the cart's limit for a line, else 409 past the stock, for a line of `total` units. */
function refuseLineOf(chosen: Chosen, total: number): HttpError | undefined {
  if (total > CART_QUANTITY_MAX) return badRequest(API_MESSAGES.cartQuantityTooLarge(CART_QUANTITY_MAX));
  return refuseBeyondStock(chosen, total);
}

export async function addToCart(db: Db, userId: string, call: CartCall, quantity: number): Promise<void> {
  const chosen = await chosenVariant(db, call.productId, call.variantId);
  const refusal = refuseLineOf(chosen, quantity);
  if (refusal) throw refusal;
  // One statement adds only while the line stays within both limits, so a refused add leaves
  // the line as it was without a transaction around it (two round trips fewer on every add).
  const limit = Math.min(CART_QUANTITY_MAX, chosen.variant.stock);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if ((await addToCartLineWithin(db, userId, lineOf(chosen), quantity, limit)) !== undefined) return;
    const held = (await cartLineQuantity(db, userId, lineOf(chosen))) ?? 0;
    const beyond = refuseLineOf(chosen, held + quantity);
    if (beyond) throw beyond;
    // Another tab changed the line between the two statements: add again.
  }
  throw refuseLineOf(chosen, limit + 1)!;
}

export async function updateCartQuantity(
  db: Db,
  userId: string,
  call: CartCall,
  quantity: number,
): Promise<void> {
  const chosen = await chosenVariant(db, call.productId, call.variantId);
  const refusal = refuseBeyondStock(chosen, quantity);
  if (refusal) throw refusal;
  if (!(await setCartLineQuantity(db, userId, lineOf(chosen), quantity)))
    throw notFound(API_MESSAGES.notInCart);
}

/** Removing a variant that is not in the cart is not an error: the cart ends as asked. */
export async function removeFromCart(db: Db, userId: string, call: CartCall): Promise<void> {
  const chosen = await chosenVariant(db, call.productId, call.variantId);
  await removeCartLine(db, userId, lineOf(chosen));
}
