import { REVIEW_MESSAGES, type ReviewEligibility, variantOptionsText } from '@shop/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, orders, productReviews } from '../../db/schema';
import { toOwnReview } from './review-answers';
import type { ReviewedProduct } from './review-products';

/** The Delivered order that makes an account a buyer of a product, and the variant it bought. */
export interface Purchase {
  orderId: string;
  /** "256GB, Blue", as the returns show a line's variant; empty for a product without options. */
  variant: string;
}

/**
 * The account's most recent Delivered order with a line of the product (any of its variants),
 * or undefined: only such an account may review it (decision 0064). A Paid or In Transit order
 * is not enough, nor one delivered and then returned as a whole (its status moves on).
 */
export async function findPurchase(
  db: Executor,
  userId: string,
  productId: number,
): Promise<Purchase | undefined> {
  const [line] = await db
    .select({ orderId: orders.id, variantOptions: orderItems.variantOptions })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.productId, productId),
        eq(orders.userId, userId),
        eq(orders.orderStatus, 'Delivered'),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(1);
  return line ? { orderId: line.orderId, variant: variantOptionsText(line.variantOptions) } : undefined;
}

/** The account's review of the product, in any state (one at most: the unique index). */
export async function findOwnReview(db: Executor, userId: string, productId: number) {
  const [row] = await db
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId)))
    .limit(1);
  return row;
}

/** Whether the account may review the product, the variant it bought, and its review when it wrote one. */
export async function describeEligibility(
  db: Executor,
  userId: string,
  product: ReviewedProduct,
): Promise<ReviewEligibility> {
  const [purchase, review] = await Promise.all([
    findPurchase(db, userId, product.id),
    findOwnReview(db, userId, product.id),
  ]);
  return {
    success: true,
    product: { id: product.id, name: product.name, image: product.image },
    canReview: purchase !== undefined,
    ...(purchase ? {} : { reason: REVIEW_MESSAGES.onlyBuyers }),
    variant: purchase?.variant ?? review?.variantLabel ?? '',
    review: review ? toOwnReview(review) : null,
  };
}
