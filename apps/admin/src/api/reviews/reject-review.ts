import { adminReviewResponseSchema, type rejectReviewBodySchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../client';
import { refreshReviews, showChangedReview } from './review-changed';

export type RejectReviewBody = z.input<typeof rejectReviewBodySchema>;

/** POST /api/admin/reviews/:id/reject {reason}: hidden, its author reads why; 409 when already rejected. */
export function rejectReview({ id, body }: { id: number; body: RejectReviewBody }) {
  return apiRequest(`/api/admin/reviews/${id}/reject`, {
    method: 'POST',
    body,
    schema: adminReviewResponseSchema,
  });
}

/**
 * A refusal (409: another staff member got there first) is the failure policy's toast, not a
 * line in the card: the list is asked again at once and the card may move to another tab.
 */
export function useRejectReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectReview,
    onSuccess: (answer) => showChangedReview(queryClient, answer.review),
    onError: () => refreshReviews(queryClient),
  });
}
