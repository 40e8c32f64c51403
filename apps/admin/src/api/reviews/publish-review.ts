import { adminReviewResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { refreshReviews, showChangedReview } from './review-changed';

/** POST /api/admin/reviews/:id/publish: shown on the product page and counted; 409 when already published. */
export function publishReview(id: number) {
  return apiRequest(`/api/admin/reviews/${id}/publish`, {
    method: 'POST',
    schema: adminReviewResponseSchema,
  });
}

/**
 * A refusal (409: another staff member got there first) is the failure policy's toast, not a
 * line in the card: the list is asked again at once and the card may move to another tab.
 */
export function usePublishReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishReview,
    onSuccess: (answer) => showChangedReview(queryClient, answer.review),
    onError: () => refreshReviews(queryClient),
  });
}
