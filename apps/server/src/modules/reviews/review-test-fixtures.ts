import type { OrderStatus } from '@shop/shared';
import { eq } from 'drizzle-orm';
import {
  createTestUser,
  insertTestOrder,
  insertTestProduct,
  type TestUser,
} from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import type { TestContext } from '../../../test/helpers/test-app';
import { orderItems, productReviews, type products } from '../../db/schema';

type ProductRow = typeof products.$inferSelect;

/** A phone for sale, named so a test finds it in the list (a word no other product carries). */
export async function reviewedPhone(context: TestContext, name?: string): Promise<ProductRow> {
  return insertTestProduct(context.database.db, {
    name: name ?? `Tecno Camon ${Math.random().toString(36).slice(2, 8)}`,
    category: 'Phone',
    subcategory: 'Android Phone',
    brand: 'Tecno',
    pricePesewas: 250_000,
  });
}

/**
 * An order of `product` by `buyer` (a new shopper "Abena Asante" when not given), Delivered
 * unless told, its line bought as the 256GB Blue variant: written directly, as the admin tests
 * write orders.
 */
export async function orderOf(
  context: TestContext,
  product: ProductRow,
  options: { buyer?: TestUser; status?: OrderStatus } = {},
) {
  const db = context.database.db;
  const buyer = options.buyer ?? (await createTestUser(db, { name: 'Abena Asante' }));
  const order = await insertTestOrder(db, {
    user: buyer,
    lines: [{ product, quantity: 1 }],
    status: options.status ?? 'Delivered',
  });
  await db
    .update(orderItems)
    .set({ variantOptions: { Storage: '256GB', Colour: 'Blue' } })
    .where(eq(orderItems.orderId, order.id));
  return { buyer, order };
}

/** Staff's publishing, written directly (the staff routes are tested with them), and the answers forgotten. */
export async function publishReview(context: TestContext, reviewId: number, at = new Date()): Promise<void> {
  await context.database.db
    .update(productReviews)
    .set({ status: 'published', publishedAt: at })
    .where(eq(productReviews.id, reviewId));
  context.app.answerCache.clear(['products']);
}

/** A buyer's review through the API, as the form sends it. */
export const postReview = (context: TestContext, productId: number | string, body: object, token?: string) =>
  call(context.app, 'POST', `/api/product/${productId}/reviews`, { body, ...(token ? { token } : {}) });

/** A buyer's review, written through the API and published: answers its id. */
export async function publishedReviewOf(
  context: TestContext,
  product: ProductRow,
  rating: number,
  buyer?: TestUser,
): Promise<number> {
  const { buyer: author } = await orderOf(context, product, { buyer });
  const sent = await postReview(context, product.id, { rating, title: `${rating} stars` }, author.token);
  if (sent.status !== 201) throw new Error(`the review was refused: ${JSON.stringify(sent.body)}`);
  await publishReview(context, sent.body.review.id);
  return sent.body.review.id;
}
