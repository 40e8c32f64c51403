import {
  adminReviewListResponseSchema,
  adminReviewResponseSchema,
  adminReviewsQuerySchema,
  answerReviewBodySchema,
  rejectReviewBodySchema,
} from '@shop/shared';
import { z } from 'zod';
import { answers } from '../../plugins/answer-serialiser';
import { currentUser, guardRoutes, requireAdmin } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { readReviewQueue } from './admin-review-answers';
import { moderateReview } from './staff-moderation';

/** The review's id as typed; one that is no number is not found (404), not refused as bad input. */
const reviewParams = z.object({ id: z.string().max(64) });

/**
 * Staff's calls on reviews (schemas/reviews.ts, decision 0064): the queue, and publishing,
 * rejecting and answering one, inside a staff-only /api/admin scope (no token 401, a
 * customer's token 403).
 */
export async function staffReviewRoutes(app: App): Promise<void> {
  await app.register(
    async (staff: App) => {
      guardRoutes(staff, requireAdmin);

      const listSchema = {
        querystring: adminReviewsQuerySchema,
        response: answers({ 200: adminReviewListResponseSchema }),
      };
      staff.get('/reviews', { schema: listSchema }, async (request) => ({
        success: true as const,
        ...(await readReviewQueue(staff.database.db, request.query.status, request.query.page)),
      }));

      const moveAnswers = answers({ 200: adminReviewResponseSchema });
      staff.post(
        '/reviews/:id/publish',
        { schema: { params: reviewParams, response: moveAnswers } },
        async (request) => ({
          success: true as const,
          ...(await moderateReview(staff, request.params.id, { action: 'publish' }, currentUser(request).id)),
        }),
      );
      staff.post(
        '/reviews/:id/reject',
        { schema: { params: reviewParams, body: rejectReviewBodySchema, response: moveAnswers } },
        async (request) => ({
          success: true as const,
          ...(await moderateReview(
            staff,
            request.params.id,
            { action: 'reject', reason: request.body.reason },
            currentUser(request).id,
          )),
        }),
      );
      staff.post(
        '/reviews/:id/answer',
        { schema: { params: reviewParams, body: answerReviewBodySchema, response: moveAnswers } },
        async (request) => ({
          success: true as const,
          ...(await moderateReview(
            staff,
            request.params.id,
            { action: 'answer', text: request.body.text },
            currentUser(request).id,
          )),
        }),
      );
    },
    { prefix: '/api/admin' },
  );
}
