import { type OwnReview, ownReviewResponseSchema, REVIEW_MESSAGES, type WriteReviewBody } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';
import { reviewKeys } from './review-keys';

type OwnReviewResponse = Answer<typeof ownReviewResponseSchema>;

/**
 * POST /api/product/:id/reviews (201) for a first review, PUT /api/product/:id/reviews/mine to
 * replace it (back to pending): the same body, with the link's token when written through one.
 */
export async function writeReview(
  productId: number,
  body: WriteReviewBody,
  editing: boolean,
): Promise<OwnReview> {
  const answer = await apiRequest<OwnReviewResponse>(
    editing ? `/api/product/${productId}/reviews/mine` : `/api/product/${productId}/reviews`,
    {
      method: editing ? 'PUT' : 'POST',
      body,
      schema: import.meta.env.DEV ? ownReviewResponseSchema : undefined,
    },
  );
  return answer.review;
}

/** Once sent, what this shopper may write is asked afresh (a link is spent, a review now exists). */
export function useWriteReview(productId: number, editing: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WriteReviewBody) => writeReview(productId, body, editing),
    meta: { loginMessage: REVIEW_MESSAGES.signInToReview },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.eligibilityOf(productId) }),
  });
}
