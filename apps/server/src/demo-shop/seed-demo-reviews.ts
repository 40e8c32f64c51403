import { reviewAuthorName, variantOptionsText } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orderItems, productReviews } from '../db/schema';
import { type DemoReviewer, demoReviewers } from './demo-reviews';
import { demoBuyerAccount, seedSale } from './seed-demo-sales';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** How long before staff published it a demo review was written, and after it the shop answered. */
const WRITTEN_HOURS_BEFORE = 6;
const ANSWERED_HOURS_AFTER = 3;

/** The buyer's Delivered order, then their published reviews of its products. */
async function seedReviewer(transaction: Executor, reviewer: DemoReviewer, now: number): Promise<void> {
  const buyer = { ...reviewer.buyer, id: await demoBuyerAccount(transaction, reviewer.buyer) };
  const orderId = await seedSale(transaction, buyer, reviewer.sale, now);
  const lines = await transaction.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  await transaction.insert(productReviews).values(
    reviewer.reviews.map((review) => {
      const line = lines.find((candidate) => candidate.name === review.product);
      if (!line?.productId)
        throw new Error(`${buyer.name} reviews ${review.product}, which their demo order lacks.`);
      const publishedAt = new Date(now - review.publishedDaysAgo * DAY_MS);
      const answeredAt = review.answer
        ? new Date(publishedAt.getTime() + ANSWERED_HOURS_AFTER * HOUR_MS)
        : null;
      return {
        productId: line.productId,
        userId: buyer.id,
        orderId,
        authorName: reviewAuthorName(buyer.firstName, buyer.lastName),
        variantLabel: variantOptionsText(line.variantOptions),
        rating: review.rating,
        title: review.title,
        body: review.text,
        status: 'published' as const,
        moderatedAt: publishedAt,
        publishedAt,
        answer: review.answer ?? null,
        answeredAt,
        createdAt: new Date(publishedAt.getTime() - WRITTEN_HOURS_BEFORE * HOUR_MS),
        updatedAt: answeredAt ?? publishedAt,
      };
    }),
  );
}

/**
 * The demo's reviews (demo-reviews.ts), into a shop whose demo catalogue was just loaded: each
 * reviewer's account and Delivered order, then their reviews, published. The trigger on
 * product_reviews (migration 0028) counts them on the products, so every count is of real reviews.
 */
export async function seedDemoReviews(
  transaction: Executor,
  now = Date.now(),
): Promise<{ orders: number; reviews: number }> {
  // Oldest first, so the orders' invoice numbers follow the order they were made in.
  const oldestFirst = [...demoReviewers].sort(
    (one, other) => other.sale.placedDaysAgo - one.sale.placedDaysAgo,
  );
  for (const reviewer of oldestFirst) await seedReviewer(transaction, reviewer, now);
  return {
    orders: demoReviewers.length,
    reviews: demoReviewers.reduce((sum, reviewer) => sum + reviewer.reviews.length, 0),
  };
}
