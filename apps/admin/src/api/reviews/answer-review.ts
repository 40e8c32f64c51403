import { adminReviewResponseSchema, type answerReviewBodySchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../client';
import { refreshReviews, showChangedReview } from './review-changed';

export type AnswerReviewBody = z.input<typeof answerReviewBodySchema>;

/** POST /api/admin/reviews/:id/answer {text}: the shop's one answer; 409 when already answered. */
export function answerReview({ id, body }: { id: number; body: AnswerReviewBody }) {
  return apiRequest(`/api/admin/reviews/${id}/answer`, {
    method: 'POST',
    body,
    schema: adminReviewResponseSchema,
  });
}

/**
 * A refusal (409: another staff member got there first) is the failure policy's toast, not a
 * line in the card: the list is asked again at once and the card may move to another tab.
 */
export function useAnswerReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerReview,
    onSuccess: (answer) => showChangedReview(queryClient, answer.review),
    onError: () => refreshReviews(queryClient),
  });
}
