import {
  API_MESSAGES,
  ownReviewResponseSchema,
  productReviewsResponseSchema,
  REVIEW_MESSAGES,
  reviewEligibilityResponseSchema,
  reviewsPageQuerySchema,
  writeReviewBodySchema,
} from '@shop/shared';
import { z } from 'zod';
import { answers } from '../../plugins/answer-serialiser';
import { currentUser, requireUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { toOwnReview } from './review-answers';
import { authorOf, readLinkFor } from './review-authors';
import { describeEligibility } from './review-eligibility';
import { countReviewWrite } from './review-limits';
import { findReviewedProduct } from './review-products';
import { readProductReviews } from './review-reading';
import { editReview, writeReview } from './review-writing';

const productParams = z.object({ id: z.string().max(100) });
// Longer than any token, so a mangled one is read (and refused) as unknown, not as bad input.
const linkParams = z.object({ token: z.string().max(1000) });

/**
 * The shoppers' calls of reviews by buyers (schemas/reviews.ts, decision 0064): reading a
 * product's published reviews, whether one may review it, writing and editing one, with a
 * session or through a review link.
 */
export async function shopperReviewRoutes(app: App): Promise<void> {
  const db = () => app.database.db;
  const productOrNotFound = async (id: string) => {
    const product = await findReviewedProduct(db(), id);
    if (!product) throw notFound(API_MESSAGES.productNotFound);
    return product;
  };

  app.get(
    '/api/product/:id/reviews',
    {
      schema: {
        params: productParams,
        querystring: reviewsPageQuerySchema,
        response: answers({ 200: productReviewsResponseSchema }),
      },
      // Publishing, rejecting or editing a review changes the product's figures (the trigger
      // writes products, whose change notice clears every instance's product answers).
      config: { answerCache: { topics: ['products'], queryDefaults: { page: 1 } } },
    },
    async (request) => {
      const product = await productOrNotFound(request.params.id);
      return {
        success: true as const,
        ...(await readProductReviews(db(), product, request.query.page ?? 1)),
      };
    },
  );

  app.get(
    '/api/product/:id/reviews/mine',
    {
      onRequest: requireUser,
      schema: { params: productParams, response: answers({ 200: reviewEligibilityResponseSchema }) },
    },
    async (request) => {
      const product = await productOrNotFound(request.params.id);
      return describeEligibility(db(), currentUser(request).id, product);
    },
  );

  app.get(
    '/api/review-links/:token',
    { schema: { params: linkParams, response: answers({ 200: reviewEligibilityResponseSchema }) } },
    async (request, reply) => {
      // About one account, whether or not a session came with it: no cache may keep it.
      reply.header('Cache-Control', 'no-store');
      const link = await readLinkFor(request, reply, request.params.token);
      const product = await productOrNotFound(String(link.productId));
      return describeEligibility(db(), link.userId, product);
    },
  );

  app.post(
    '/api/product/:id/reviews',
    {
      schema: {
        params: productParams,
        body: writeReviewBodySchema,
        response: answers({ 201: ownReviewResponseSchema }),
      },
    },
    async (request, reply) => {
      const product = await productOrNotFound(request.params.id);
      const { token, ...words } = request.body;
      const author = await authorOf(request, reply, token, product.id);
      await countReviewWrite(app, author.userId);
      const row = await writeReview(app, author, product, words);
      return reply
        .status(201)
        .send({ success: true as const, message: REVIEW_MESSAGES.sent, review: toOwnReview(row) });
    },
  );

  app.put(
    '/api/product/:id/reviews/mine',
    {
      schema: {
        params: productParams,
        body: writeReviewBodySchema,
        response: answers({ 200: ownReviewResponseSchema }),
      },
    },
    async (request, reply) => {
      const product = await productOrNotFound(request.params.id);
      const { token, ...words } = request.body;
      const author = await authorOf(request, reply, token, product.id);
      await countReviewWrite(app, author.userId);
      const { row, wasPublished } = await editReview(app, author, product, words);
      // An edited published review leaves the page (and its figures) until staff read it again.
      if (wasPublished) app.answerCache.clear(['products']);
      return { success: true as const, message: REVIEW_MESSAGES.edited, review: toOwnReview(row) };
    },
  );
}
