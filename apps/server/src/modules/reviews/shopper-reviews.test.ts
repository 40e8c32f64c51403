import {
  API_MESSAGES,
  ownReviewResponseSchema,
  productReviewsResponseSchema,
  REVIEW_MESSAGES,
  reviewEligibilityResponseSchema,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { productReviews, products } from '../../db/schema';
import { orderOf, postReview, publishedReviewOf, publishReview, reviewedPhone } from './review-test-fixtures';

/** A refusal of the body names the field in its own sentence: the message is in it, whatever its case. */
const saysSo = (message: string) =>
  expect.stringMatching(new RegExp(message.slice(1).replace(/[.?*+()]/g, '\\$&')));

describeEachDatabase('reviews by buyers', {}, (context) => {
  const readReviews = async (productId: number | string, page?: number) => {
    const response = await call(
      context.app,
      'GET',
      `/api/product/${productId}/reviews${page === undefined ? '' : `?page=${page}`}`,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return productReviewsResponseSchema.parse(response.body);
  };
  const readProduct = async (productId: number) =>
    (await call(context.app, 'GET', `/api/product/${productId}`)).body.product;
  const mine = (productId: number, token: string) =>
    call(context.app, 'GET', `/api/product/${productId}/reviews/mine`, { token });
  const edit = (productId: number, body: object, token?: string) =>
    call(context.app, 'PUT', `/api/product/${productId}/reviews/mine`, { body, ...(token ? { token } : {}) });

  describe('who may write', () => {
    it('refuses a shopper without a Delivered order of the product, and one whose order is only paid or on its way', async () => {
      const product = await reviewedPhone(context);
      const stranger = await createTestUser(context.database.db);
      const { buyer: waiting } = await orderOf(context, product, { status: 'Pending' });
      const { buyer: travelling } = await orderOf(context, product, { status: 'In Transit' });
      for (const shopper of [stranger, waiting, travelling]) {
        const eligibility = reviewEligibilityResponseSchema.parse(
          (await mine(product.id, shopper.token)).body,
        );
        expect(eligibility).toMatchObject({
          canReview: false,
          reason: REVIEW_MESSAGES.onlyBuyers,
          review: null,
        });
        const sent = await postReview(context, product.id, { rating: 5 }, shopper.token);
        expect(sent.status).toBe(403);
        expect(sent.body).toEqual({ success: false, message: REVIEW_MESSAGES.onlyBuyers });
      }
      const stored = await context.database.db
        .select()
        .from(productReviews)
        .where(eq(productReviews.productId, product.id));
      expect(stored).toEqual([]);
    });

    it('asks for a session (401) and answers 404 for an unknown or archived product', async () => {
      const product = await reviewedPhone(context);
      const { buyer } = await orderOf(context, product);
      expect((await postReview(context, product.id, { rating: 5 })).status).toBe(401);
      expect((await call(context.app, 'GET', `/api/product/${product.id}/reviews/mine`)).status).toBe(401);
      const unknown = await postReview(context, 2_000_000_000, { rating: 5 }, buyer.token);
      expect(unknown).toMatchObject({ status: 404, body: { message: API_MESSAGES.productNotFound } });
      await context.database.db
        .update(products)
        .set({ archivedAt: new Date() })
        .where(eq(products.id, product.id));
      context.app.answerCache.clear(['products']);
      const archived = await call(context.app, 'GET', `/api/product/${product.id}/reviews`);
      expect(archived).toMatchObject({ status: 404, body: { message: API_MESSAGES.productNotFound } });
    });
  });

  describe('a review from writing to publishing', () => {
    it('keeps a new review pending and uncounted, then shows and counts it once published', async () => {
      const product = await reviewedPhone(context);
      const { buyer, order } = await orderOf(context, product);
      const before = reviewEligibilityResponseSchema.parse((await mine(product.id, buyer.token)).body);
      expect(before).toMatchObject({
        product: { id: product.id, name: product.name, image: product.images[0] },
        canReview: true,
        variant: '256GB, Blue',
        review: null,
      });
      expect(before.reason).toBeUndefined();

      const sent = await postReview(
        context,
        product.publicId,
        { rating: 4, title: 'Great camera', text: 'Sharp photos.\nThe battery lasts two days.' },
        buyer.token,
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const { message, review } = ownReviewResponseSchema.parse(sent.body);
      expect(message).toBe(REVIEW_MESSAGES.sent);
      expect(review).toMatchObject({
        rating: 4,
        title: 'Great camera',
        text: 'Sharp photos.\nThe battery lasts two days.',
        variant: '256GB, Blue',
        status: 'pending',
        rejectionReason: null,
        answer: null,
      });
      const [stored] = await context.database.db
        .select()
        .from(productReviews)
        .where(eq(productReviews.id, review.id));
      expect(stored).toMatchObject({ authorName: 'Abena A.', orderId: order.id, userId: buyer.id });

      expect(await readReviews(product.id)).toMatchObject({
        reviews: [],
        total: 0,
        summary: { rating: null, reviews: 0 },
      });
      expect(await readProduct(product.id)).toMatchObject({ reviews: 0, rating: null });
      const pending = reviewEligibilityResponseSchema.parse((await mine(product.id, buyer.token)).body);
      expect(pending.review).toMatchObject({ id: review.id, status: 'pending' });

      await publishReview(context, review.id);
      const shown = await readReviews(product.publicId);
      expect(shown.reviews).toEqual([
        expect.objectContaining({
          id: review.id,
          rating: 4,
          title: 'Great camera',
          author: 'Abena A.',
          variant: '256GB, Blue',
          verifiedBuyer: true,
          answer: null,
        }),
      ]);
      expect(shown.summary).toEqual({
        rating: 4,
        reviews: 1,
        spread: [
          { stars: 5, count: 0 },
          { stars: 4, count: 1 },
          { stars: 3, count: 0 },
          { stars: 2, count: 0 },
          { stars: 1, count: 0 },
        ],
      });
      expect(await readProduct(product.id)).toMatchObject({ reviews: 1, rating: 4 });
    });

    it('averages several reviews to one decimal, spreads their stars and sorts the list by rating', async () => {
      const word = `Zorvex${Math.random().toString(36).slice(2, 7)}`;
      const [fourPointThree, five, none] = [
        await reviewedPhone(context, `${word} Alpha`),
        await reviewedPhone(context, `${word} Beta`),
        await reviewedPhone(context, `${word} Gamma`),
      ];
      for (const rating of [5, 4, 4]) await publishedReviewOf(context, fourPointThree!, rating);
      await publishedReviewOf(context, five!, 5);

      const summary = (await readReviews(fourPointThree!.id)).summary;
      expect(summary).toEqual({
        rating: 4.3,
        reviews: 3,
        spread: [
          { stars: 5, count: 1 },
          { stars: 4, count: 2 },
          { stars: 3, count: 0 },
          { stars: 2, count: 0 },
          { stars: 1, count: 0 },
        ],
      });
      expect(await readProduct(fourPointThree!.id)).toMatchObject({ reviews: 3, rating: 4.3 });
      expect(await readProduct(none!.id)).toMatchObject({ reviews: 0, rating: null });

      const ours = new Set([fourPointThree!.id, five!.id, none!.id]);
      const expected = [five!.id, fourPointThree!.id, none!.id];
      // Both the list's paths: the plain list (products_rating_idx) and a search's chosen order.
      for (const query of ['sort=rating&limit=100', `sort=rating&q=${word}`]) {
        const listed = await call(context.app, 'GET', `/api/product/list?${query}`);
        expect(listed.status, JSON.stringify(listed.body)).toBe(200);
        const order = listed.body.products
          .filter((product: { id: number }) => ours.has(product.id))
          .map((product: { id: number; rating: number | null }) => [product.id, product.rating]);
        expect(order).toEqual([
          [expected[0], 5],
          [expected[1], 4.3],
          [expected[2], null],
        ]);
      }
    });

    it('refuses a second review (409) and takes an edit instead, back to pending and uncounted', async () => {
      const product = await reviewedPhone(context);
      const { buyer } = await orderOf(context, product);
      expect(await edit(product.id, { rating: 3 }, buyer.token)).toMatchObject({
        status: 404,
        body: { message: REVIEW_MESSAGES.noReviewYet },
      });
      const first = await postReview(context, product.id, { rating: 2, title: 'Slow' }, buyer.token);
      await context.database.db
        .update(productReviews)
        .set({ status: 'rejected', rejectionReason: 'Names a rival shop' })
        .where(eq(productReviews.id, first.body.review.id));
      const rejected = reviewEligibilityResponseSchema.parse((await mine(product.id, buyer.token)).body);
      expect(rejected.review).toMatchObject({ status: 'rejected', rejectionReason: 'Names a rival shop' });
      await publishReview(context, first.body.review.id);
      expect(await readProduct(product.id)).toMatchObject({ reviews: 1, rating: 2 });

      const second = await postReview(context, product.id, { rating: 5 }, buyer.token);
      expect(second).toMatchObject({ status: 409, body: { message: REVIEW_MESSAGES.alreadyReviewed } });

      const edited = await edit(product.id, { rating: 5, title: 'Faster after the update' }, buyer.token);
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      const { message, review } = ownReviewResponseSchema.parse(edited.body);
      expect(message).toBe(REVIEW_MESSAGES.edited);
      expect(review).toMatchObject({
        id: first.body.review.id,
        rating: 5,
        title: 'Faster after the update',
        text: '',
        status: 'pending',
        rejectionReason: null,
      });
      // No clearing by the test: the edit itself forgets the answers that showed the review.
      expect(await readProduct(product.id)).toMatchObject({ reviews: 0, rating: null });
      expect((await readReviews(product.id)).reviews).toEqual([]);
    });
  });

  describe('what a review may hold', () => {
    it('refuses a missing rating, a text over 2,000 characters and control characters, with the form’s words', async () => {
      const product = await reviewedPhone(context);
      const { buyer } = await orderOf(context, product);
      const refusals: [object, string][] = [
        [{ title: 'No stars' }, REVIEW_MESSAGES.ratingRequired],
        [{ rating: 6 }, REVIEW_MESSAGES.ratingRequired],
        [{ rating: 4, text: 'a'.repeat(2001) }, REVIEW_MESSAGES.textTooLong],
        [{ rating: 4, title: 'Loud\u0007bell' }, REVIEW_MESSAGES.titleUnreadable],
        [{ rating: 4, title: 'Two\nlines' }, REVIEW_MESSAGES.titleUnreadable],
        [{ rating: 4, text: 'Escape \u001b[31m red' }, REVIEW_MESSAGES.textUnreadable],
      ];
      for (const [body, message] of refusals) {
        const refused = await postReview(context, product.id, body, buyer.token);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.body).toEqual({ success: false, message: saysSo(message) });
      }
      const longest = await postReview(
        context,
        product.id,
        { rating: 4, text: 'a'.repeat(2000) },
        buyer.token,
      );
      expect(longest.status).toBe(201);
    });

    it('gives stored markup back byte for byte, as JSON strings', async () => {
      const product = await reviewedPhone(context);
      const { buyer } = await orderOf(context, product);
      const title = '<script>alert(1)</script>';
      const text = '<img src=x onerror=alert(1)>\n</script><!--';
      const sent = await postReview(context, product.id, { rating: 1, title, text }, buyer.token);
      await publishReview(context, sent.body.review.id);
      const response = await context.app.inject({ method: 'GET', url: `/api/product/${product.id}/reviews` });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const [review] = JSON.parse(response.body).reviews;
      expect(review).toMatchObject({ title, text });
    });

    it('refuses the sixth review written or edited by one account in an hour (429)', async () => {
      const [first, second] = [await reviewedPhone(context), await reviewedPhone(context)];
      const { buyer } = await orderOf(context, first!);
      await orderOf(context, second!, { buyer });
      expect((await postReview(context, first!.id, { rating: 3 }, buyer.token)).status).toBe(201);
      for (const rating of [4, 5, 4])
        expect((await edit(first!.id, { rating }, buyer.token)).status).toBe(200);
      expect((await postReview(context, second!.id, { rating: 5 }, buyer.token)).status).toBe(201);
      const sixth = await edit(second!.id, { rating: 4 }, buyer.token);
      expect(sixth.status).toBe(429);
      expect(sixth.body).toEqual({ success: false, message: REVIEW_MESSAGES.tooManyReviews });
      // Another account is not held back by this one's writes.
      const { buyer: other } = await orderOf(context, second!);
      expect((await postReview(context, second!.id, { rating: 2 }, other.token)).status).toBe(201);
    });
  });

  describe('reading the reviews', () => {
    it('pages 12 published reviews newest first: 10, then 2, then none', async () => {
      const product = await reviewedPhone(context);
      const start = Date.UTC(2026, 0, 1);
      const ids: number[] = [];
      for (let index = 0; index < 12; index += 1) {
        const id = await publishedReviewOf(context, product, (index % 5) + 1);
        await publishReview(context, id, new Date(start + index * 60_000));
        ids.push(id);
      }
      const newestFirst = [...ids].reverse();
      const first = await readReviews(product.id);
      expect(first).toMatchObject({ page: 1, limit: 10, total: 12 });
      expect(first.reviews.map((review) => review.id)).toEqual(newestFirst.slice(0, 10));
      const second = await readReviews(product.id, 2);
      expect(second.reviews.map((review) => review.id)).toEqual(newestFirst.slice(10));
      expect(second.summary.reviews).toBe(12);
      const past = await readReviews(product.id, 3);
      expect(past).toMatchObject({ page: 3, reviews: [], total: 12 });
      expect((await call(context.app, 'GET', `/api/product/${product.id}/reviews?page=0`)).status).toBe(400);
    });
  });
});
