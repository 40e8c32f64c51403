import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cartDiscounts, cartItems, products } from '../../db/schema';
import { type CatalogueProduct, catalogueProductColumns, type VariantRow } from '../catalogue';
import { removeCodeFromCart } from '../promotions';

/** A line of the cart: one variant of a product (decision 0036), and how many. */
export interface CartLine {
  product: CatalogueProduct;
  variant: VariantRow;
  quantity: number;
}

/**
 * A cart's rows with their products, in one statement: the products read with the catalogue's
 * own columns (their options and variants too), so a line is what the catalogue would answer.
 */
const linesWithProducts = (db: Executor, userId: string) =>
  db
    .select({
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      product: catalogueProductColumns,
      // On every line, so the cart's promotion needs no read of its own (decision 0086).
      codePromotionId: sql<
        number | null
      >`(select ${cartDiscounts.promotionId} from ${cartDiscounts} where ${cartDiscounts.userId} = ${userId})`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId));

/** A cart's lines, and the promotion of the code in it (null: none; undefined: no line said). */
export interface CartRead {
  lines: CartLine[];
  codePromotionId: number | null | undefined;
}

type LineRow = {
  variantId: number;
  quantity: number;
  product: CatalogueProduct;
  codePromotionId: number | null;
};

const cartReadOf = (rows: LineRow[], lines: CartLine[]): CartRead => ({
  lines,
  codePromotionId: rows.length > 0 ? rows[0]!.codePromotionId : undefined,
});

function toLines(rows: LineRow[]): CartLine[] {
  return rows.flatMap((row) => {
    const variant = row.product.variants.find((candidate) => candidate.id === row.variantId);
    return variant ? [{ product: row.product, variant, quantity: row.quantity }] : [];
  });
}

/** The user's cart with live products only: an archived product is no longer for sale. */
export async function readCart(db: Executor, userId: string): Promise<CartRead> {
  const rows = await linesWithProducts(db, userId).orderBy(asc(cartItems.id));
  return cartReadOf(
    rows,
    toLines(rows).filter((line) => !line.product.archivedAt),
  );
}

export async function listCartLines(db: Executor, userId: string): Promise<CartLine[]> {
  return (await readCart(db, userId)).lines;
}

/**
 * Inside a transaction: the user's cart lines, locked until it ends (their products are not),
 * so that two checkouts of one cart run one after the other. Lines come in (product id,
 * variant id) order, the order in which they are locked and checkout then locks variant rows.
 * Lines of archived products are included; the caller decides what to do with them.
 */
export async function lockCart(transaction: Executor, userId: string): Promise<CartRead> {
  const rows = await linesWithProducts(transaction, userId)
    .orderBy(asc(cartItems.productId), asc(cartItems.variantId))
    .for('update', { of: cartItems });
  return cartReadOf(rows, toLines(rows));
}

/**
 * Inside a transaction: the variants in the user's cart, their lines locked until it ends, in
 * the order lockCart locks them. For a step that only clears lines (a charge confirmed):
 * the products behind them are not read.
 */
export async function lockCartVariants(transaction: Executor, userId: string): Promise<number[]> {
  const rows = await transaction
    .select({ variantId: cartItems.variantId })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.productId), asc(cartItems.variantId))
    .for('update');
  return rows.map((row) => row.variantId);
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

/** The variant a line holds. */
export interface LineKey {
  productId: number;
  variantId: number;
}

/**
 * Adds to the line's quantity (or creates the line) in one statement, only while the line's
 * new quantity stays at most `limit`; answers the new quantity, or undefined when the line
 * already held too many to add this many (nothing changed). The caller checks `quantity`
 * alone against `limit`: a new line is inserted as asked.
 */
export async function addToCartLineWithin(
  db: Executor,
  userId: string,
  line: LineKey,
  quantity: number,
  limit: number,
): Promise<number | undefined> {
  const [row] = await db
    .insert(cartItems)
    .values({ userId, productId: line.productId, variantId: line.variantId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.variantId],
      set: { quantity: sql`${cartItems.quantity} + ${quantity}`, updatedAt: new Date() },
      setWhere: sql`${cartItems.quantity} + ${quantity} <= ${limit}`,
    })
    .returning({ quantity: cartItems.quantity });
  return row?.quantity;
}

/** How many of the variant the user's cart holds; undefined when it holds none. */
export async function cartLineQuantity(db: Executor, userId: string, line: LineKey) {
  const [row] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, line.variantId)));
  return row?.quantity;
}

/** Sets the line's quantity; answers false when the variant is not in the cart. */
export async function setCartLineQuantity(db: Executor, userId: string, line: LineKey, quantity: number) {
  const rows = await db
    .update(cartItems)
    .set({ quantity, updatedAt: new Date() })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, line.variantId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function removeCartLine(db: Executor, userId: string, line: LineKey): Promise<void> {
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, line.variantId)));
}

/**
 * Removes the lines checkout read and ordered (by variant), and the cart's discount code when
 * the order used one. Only those lines: a line another tab added while the checkout ran was not
 * locked, not ordered, and must stay in the cart.
 */
export async function clearCart(
  db: Executor,
  userId: string,
  variantIds: number[],
  { codeUsed }: { codeUsed: boolean },
): Promise<void> {
  if (variantIds.length === 0) return;
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.variantId, variantIds)));
  if (codeUsed) await removeCodeFromCart(db, userId);
}
