import type { AdminReview, AdminReviewListResponse } from '@shop/shared';
import type { QueryClient } from '@tanstack/react-query';
import { productKeys } from '../products/product-keys';
import { reviewKeys } from './review-keys';

/**
 * After a publish, reject or answer: the changed review is shown at once in every page that
 * holds it (its card loses the button just used), then every tab, count and the menu's badge
 * are asked again; a publish or reject also changes the product's count and rating. The
 * refresh is not awaited, so the screen can say the server's message before the card moves
 * to another tab.
 */
export function showChangedReview(queryClient: QueryClient, review: AdminReview) {
  queryClient.setQueriesData<AdminReviewListResponse>({ queryKey: reviewKeys.lists }, (page) =>
    page ? { ...page, reviews: page.reviews.map((each) => (each.id === review.id ? review : each)) } : page,
  );
  refreshReviews(queryClient);
}

/** A refusal (409) means the review changed elsewhere: the list is asked again to show it as it is. */
export function refreshReviews(queryClient: QueryClient) {
  for (const queryKey of [reviewKeys.all, productKeys.all]) void queryClient.invalidateQueries({ queryKey });
}
