import { REVIEW_MESSAGES, reviewEligibilityResponseSchema } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { createReviewLink } from './review-links';
import { orderOf, postReview, reviewedPhone } from './review-test-fixtures';

const DAY_MS = 86_400_000;

describeEachDatabase('review links', {}, (context) => {
  /** A buyer's Delivered order of a new phone and the link the asker would send them, made at `madeAt`. */
  const linkOfNewPurchase = async (madeAt = new Date()) => {
    const product = await reviewedPhone(context);
    const { buyer, order } = await orderOf(context, product);
    const token = await createReviewLink(
      context.database.db,
      { orderId: order.id, productId: product.id, userId: buyer.id },
      madeAt,
    );
    return { product, buyer, order, token: token! };
  };
  const openLink = (token: string, session?: string) =>
    call(
      context.app,
      'GET',
      `/api/review-links/${encodeURIComponent(token)}`,
      session ? { token: session } : {},
    );

  describe('opening a link', () => {
    it('opens the form for the link’s product and account without a session, kept by no cache', async () => {
      const { product, buyer, token } = await linkOfNewPurchase();
      const opened = await openLink(token);
      expect(opened.status, JSON.stringify(opened.body)).toBe(200);
      expect(opened.headers['cache-control']).toBe('no-store');
      expect(reviewEligibilityResponseSchema.parse(opened.body)).toMatchObject({
        product: { id: product.id, name: product.name },
        canReview: true,
        variant: '256GB, Blue',
        review: null,
      });
      expect((await openLink(token, buyer.token)).status).toBe(200);
    });

    it('refuses an unknown link (404), a link opened by another account (403) and one past 30 days (410)', async () => {
      const unknown = await openLink('not-a-token-the-shop-made');
      expect(unknown).toMatchObject({
        status: 404,
        body: { success: false, message: REVIEW_MESSAGES.linkNotFound },
      });

      const { token } = await linkOfNewPurchase();
      const someoneElse = await createTestUser(context.database.db);
      const other = await openLink(token, someoneElse.token);
      expect(other).toMatchObject({ status: 403, body: { message: REVIEW_MESSAGES.linkOtherAccount } });

      const { product, token: old } = await linkOfNewPurchase(new Date(Date.now() - 31 * DAY_MS));
      expect(await openLink(old)).toMatchObject({
        status: 410,
        body: { message: REVIEW_MESSAGES.linkExpired },
      });
      const late = await postReview(context, product.id, { rating: 5, token: old });
      expect(late).toMatchObject({ status: 410, body: { message: REVIEW_MESSAGES.linkExpired } });
    });
  });

  describe('writing through a link', () => {
    it('writes the link’s account’s review without a session, once', async () => {
      const { product, buyer, token } = await linkOfNewPurchase();
      const sent = await postReview(context, product.id, { rating: 5, title: 'From the e-mail', token });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      expect(sent.body).toMatchObject({
        message: REVIEW_MESSAGES.sent,
        review: { status: 'pending', rating: 5 },
      });
      const own = reviewEligibilityResponseSchema.parse(
        (await call(context.app, 'GET', `/api/product/${product.id}/reviews/mine`, { token: buyer.token }))
          .body,
      );
      expect(own.review).toMatchObject({ id: sent.body.review.id, title: 'From the e-mail' });

      const again = await postReview(context, product.id, { rating: 1, token });
      expect(again).toMatchObject({ status: 410, body: { message: REVIEW_MESSAGES.linkUsed } });
      expect(await openLink(token)).toMatchObject({
        status: 410,
        body: { message: REVIEW_MESSAGES.linkUsed },
      });
    });

    it('refuses a link sent with another product (403) or by another signed-in account (403), and leaves it unspent', async () => {
      const { product, buyer, token } = await linkOfNewPurchase();
      const { product: otherProduct } = await linkOfNewPurchase();
      await orderOf(context, otherProduct, { buyer });
      const wrongProduct = await postReview(context, otherProduct.id, { rating: 4, token });
      expect(wrongProduct).toMatchObject({
        status: 403,
        body: { message: REVIEW_MESSAGES.linkOtherProduct },
      });

      const someoneElse = await createTestUser(context.database.db);
      const wrongAccount = await postReview(context, product.id, { rating: 4, token }, someoneElse.token);
      expect(wrongAccount).toMatchObject({
        status: 403,
        body: { message: REVIEW_MESSAGES.linkOtherAccount },
      });

      // Signed in as the link's own account is fine, and the refusals above did not spend it.
      const own = await postReview(context, product.id, { rating: 4, token }, buyer.token);
      expect(own.status, JSON.stringify(own.body)).toBe(201);
    });

    it('counts a link’s writes against its account’s hourly limit', async () => {
      const { product, buyer, token } = await linkOfNewPurchase();
      const second = await reviewedPhone(context);
      await orderOf(context, second, { buyer });
      expect((await postReview(context, second.id, { rating: 3 }, buyer.token)).status).toBe(201);
      for (const rating of [4, 5, 4, 3]) {
        const edited = await call(context.app, 'PUT', `/api/product/${second.id}/reviews/mine`, {
          token: buyer.token,
          body: { rating },
        });
        expect(edited.status).toBe(200);
      }
      const refused = await postReview(context, product.id, { rating: 5, token });
      expect(refused).toMatchObject({ status: 429, body: { message: REVIEW_MESSAGES.tooManyReviews } });
    });
  });
});
