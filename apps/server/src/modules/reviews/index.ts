import type { App } from '../../plugins/zod-type-provider';
import { startReviewAsker } from './review-asker';
import { shopperReviewRoutes } from './shopper-routes';
import { staffReviewRoutes } from './staff-routes';

/*
 * Owns product_reviews and review_requests (decision 0064). It reads a buyer's Delivered orders
 * through its own queries of orders and order_items (read only), queues its messages through
 * the messages module's index, and clears the products' answers on every write that changes
 * what a product shows (the trigger on product_reviews also tells other instances, through
 * products' change notice).
 */

export { eraseReviewsOf, reviewDataOf } from './review-personal-data';

/** Reviews by buyers (docs/product/reviews.md). */
export async function reviewsModule(app: App) {
  startReviewAsker(app);
  await shopperReviewRoutes(app);
  await staffReviewRoutes(app);
}
