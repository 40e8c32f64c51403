import { randomBytes } from 'node:crypto';
import {
  ADMIN_REVIEWS_PAGE_SIZE,
  adminReviewListResponseSchema,
  adminReviewResponseSchema,
  formatOrderNumber,
  productDetailResponseSchema,
  productReviewsResponseSchema,
  REVIEW_MAIL_TEXTS,
  REVIEW_MESSAGES,
  REVIEW_TEXTS,
  type ReviewStatus,
} from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  createTestUser,
  insertTestOrder,
  insertTestProduct,
  type TestUser,
} from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase, type TestContext } from '../../../test/helpers/test-app';
import { outbox, productReviews } from '../../db/schema';
import { reviewMessengerOf } from './review-messages';

const PUBLIC_URL = 'https://shop.test';

describeEachDatabase('staff moderate reviews', { config: { publicUrl: PUBLIC_URL } }, (context) => {
  let staff: TestUser;
  let customer: TestUser;

  /** A buyer's Delivered order of a new product, and their review of it as the shopper's call writes it. */
  async function reviewOfNewProduct(
    context: TestContext,
    options: { status?: ReviewStatus; rating?: number; title?: string; updatedAt?: Date } = {},
  ) {
    const db = context.database.db;
    const buyer = await createTestUser(db, { name: 'Abena Asante' });
    const product = await insertTestProduct(db, { name: `Tecno Camon ${randomBytes(3).toString('hex')}` });
    const order = await insertTestOrder(db, {
      user: buyer,
      lines: [{ product, quantity: 1 }],
      status: 'Delivered',
    });
    const at = options.updatedAt ?? new Date();
    const [review] = await db
      .insert(productReviews)
      .values({
        productId: product.id,
        userId: buyer.id,
        orderId: order.id,
        authorName: 'Abena A.',
        rating: options.rating ?? 4,
        title: options.title ?? 'Good phone',
        body: 'The battery lasts two days.',
        status: options.status ?? 'pending',
        publishedAt: options.status === 'published' ? at : null,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    return { buyer, product, order, review: review! };
  }

  const post = (path: string, body?: unknown, token = staff.token) =>
    call(context.app, 'POST', path, { token, ...(body === undefined ? {} : { body }) });

  const productAnswer = async (id: number) =>
    productDetailResponseSchema.parse((await call(context.app, 'GET', `/api/product/${id}`)).body).product;

  const mailsTo = (recipient: string, kind: string) =>
    context.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, recipient), eq(outbox.kind, kind)));

  it('lists pending reviews first, oldest first, then the rest newest first, with each status counted', async () => {
    const db = context.database.db;
    staff = await createTestUser(db, { isAdmin: true, name: 'Kojo Staff' });
    customer = await createTestUser(db);
    const hour = 60 * 60 * 1000;
    const now = Date.now();
    const olderPublished = await reviewOfNewProduct(context, {
      status: 'published',
      updatedAt: new Date(now - 5 * hour),
    });
    const newerPending = await reviewOfNewProduct(context, { updatedAt: new Date(now - 1 * hour) });
    const rejected = await reviewOfNewProduct(context, {
      status: 'rejected',
      updatedAt: new Date(now - 2 * hour),
    });
    const olderPending = await reviewOfNewProduct(context, { updatedAt: new Date(now - 3 * hour) });

    const listed = await call(context.app, 'GET', '/api/admin/reviews', { token: staff.token });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const queue = adminReviewListResponseSchema.parse(listed.body);
    expect(queue.reviews.map((review) => review.id)).toEqual([
      olderPending.review.id,
      newerPending.review.id,
      rejected.review.id,
      olderPublished.review.id,
    ]);
    expect(queue.counts).toEqual({ pending: 2, published: 1, rejected: 1 });
    expect(queue).toMatchObject({ page: 1, limit: ADMIN_REVIEWS_PAGE_SIZE, total: 4 });
    expect(queue.reviews[0]).toMatchObject({
      status: 'pending',
      author: 'Abena A.',
      authorEmail: olderPending.buyer.email,
      product: { id: olderPending.product.id, name: olderPending.product.name },
      orderId: olderPending.order.id,
      orderNumber: formatOrderNumber(olderPending.order.number),
      moderatedBy: null,
      answer: null,
    });

    const pendingOnly = adminReviewListResponseSchema.parse(
      (await call(context.app, 'GET', '/api/admin/reviews?status=pending', { token: staff.token })).body,
    );
    expect(pendingOnly.reviews.map((review) => review.id)).toEqual([
      olderPending.review.id,
      newerPending.review.id,
    ]);
    expect(pendingOnly.total).toBe(2);
    const secondPage = await call(context.app, 'GET', '/api/admin/reviews?page=2', { token: staff.token });
    expect(adminReviewListResponseSchema.parse(secondPage.body).reviews).toEqual([]);

    // An erased author's review stays, without an address.
    await db.update(productReviews).set({ userId: null }).where(eq(productReviews.id, rejected.review.id));
    const afterErasure = adminReviewListResponseSchema.parse(
      (await call(context.app, 'GET', '/api/admin/reviews?status=rejected', { token: staff.token })).body,
    );
    expect(afterErasure.reviews[0]).toMatchObject({ id: rejected.review.id, authorEmail: null });
  });

  it('refuses the queue and the moves without a token (401) and to a customer (403)', async () => {
    const { review } = await reviewOfNewProduct(context);
    expect((await call(context.app, 'GET', '/api/admin/reviews')).status).toBe(401);
    expect((await call(context.app, 'GET', '/api/admin/reviews', { token: customer.token })).status).toBe(
      403,
    );
    for (const [action, body] of [
      ['publish', undefined],
      ['reject', { reason: 'Off topic' }],
      ['answer', { text: 'Thank you' }],
    ] as const) {
      expect(
        (await call(context.app, 'POST', `/api/admin/reviews/${review.id}/${action}`, { body })).status,
      ).toBe(401);
      expect((await post(`/api/admin/reviews/${review.id}/${action}`, body, customer.token)).status).toBe(
        403,
      );
    }
    const [unchanged] = await context.database.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.id, review.id));
    expect(unchanged).toMatchObject({ status: 'pending', answer: null });
  });

  it('publishes a review: the product counts and shows it, the author hears, a second publish is refused', async () => {
    const { product, review, buyer } = await reviewOfNewProduct(context, { rating: 5 });
    expect((await productAnswer(product.id)).reviews).toBe(0);

    const published = await post(`/api/admin/reviews/${review.id}/publish`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const answer = adminReviewResponseSchema.parse(published.body);
    expect(answer.message).toBe(REVIEW_MESSAGES.published);
    expect(answer.review).toMatchObject({
      status: 'published',
      moderatedBy: staff.email,
      rejectionReason: null,
    });
    expect(answer.review.publishedAt).not.toBeNull();
    // The product's answer was cached before; the publication clears it.
    expect((await productAnswer(product.id)).reviews).toBe(1);
    const shown = await call(context.app, 'GET', `/api/product/${product.id}/reviews`);
    const page = productReviewsResponseSchema.parse(shown.body);
    expect(page.reviews.map((row) => row.id)).toEqual([review.id]);
    expect(page.summary).toMatchObject({ rating: 5, reviews: 1 });
    const [mail] = await mailsTo(buyer.email, 'review-published');
    expect(mail?.subject).toBe(REVIEW_MAIL_TEXTS.published.subject(product.name));

    const again = await post(`/api/admin/reviews/${review.id}/publish`);
    expect(again).toMatchObject({
      status: 409,
      body: { success: false, message: REVIEW_MESSAGES.cannotPublish },
    });
  });

  it('rejects with a reason only: a published review is uncounted and its author reads why', async () => {
    const { product, review, buyer } = await reviewOfNewProduct(context, { status: 'published' });
    await context.database.db
      .update(productReviews)
      .set({ status: 'pending' })
      .where(eq(productReviews.id, review.id));
    expect((await post(`/api/admin/reviews/${review.id}/publish`)).status).toBe(200);
    expect((await productAnswer(product.id)).reviews).toBe(1);

    const withoutReason = await post(`/api/admin/reviews/${review.id}/reject`, {});
    expect(withoutReason).toMatchObject({ status: 400, body: { success: false } });
    const blankReason = await post(`/api/admin/reviews/${review.id}/reject`, { reason: '   ' });
    expect(blankReason.status).toBe(400);
    // The field's name leads the schema's words.
    expect(blankReason.body.message.toLowerCase()).toContain(
      REVIEW_MESSAGES.rejectionReasonRequired.toLowerCase(),
    );

    const reason = 'It names another shop <b>and</b> its prices';
    const rejected = await post(`/api/admin/reviews/${review.id}/reject`, { reason });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(adminReviewResponseSchema.parse(rejected.body)).toMatchObject({
      message: REVIEW_MESSAGES.rejected,
      review: { status: 'rejected', rejectionReason: reason, moderatedBy: staff.email },
    });
    expect((await productAnswer(product.id)).reviews).toBe(0);
    const [mail] = await mailsTo(buyer.email, 'review-rejected');
    expect(mail!.subject).toBe(REVIEW_MAIL_TEXTS.rejected.subject(product.name));
    expect(mail!.text).toContain(REVIEW_TEXTS.rejectedBecause(reason));
    expect(mail!.html).toContain('&lt;b&gt;and&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>and</b>');

    const again = await post(`/api/admin/reviews/${review.id}/reject`, { reason });
    expect(again).toMatchObject({ status: 409, body: { message: REVIEW_MESSAGES.cannotReject } });
    // Rejected, it may be published after all: the reason goes.
    const republished = await post(`/api/admin/reviews/${review.id}/publish`);
    expect(adminReviewResponseSchema.parse(republished.body).review).toMatchObject({
      status: 'published',
      rejectionReason: null,
    });
    expect((await productAnswer(product.id)).reviews).toBe(1);
  });

  it('answers a review once; a second answer is refused (409)', async () => {
    const { review } = await reviewOfNewProduct(context, { status: 'published' });
    const answered = await post(`/api/admin/reviews/${review.id}/answer`, { text: 'Thank you, Abena!' });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const body = adminReviewResponseSchema.parse(answered.body);
    expect(body.message).toBe(REVIEW_MESSAGES.answered);
    expect(body.review.answer?.text).toBe('Thank you, Abena!');
    const [row] = await context.database.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.id, review.id));
    expect(row).toMatchObject({ answeredBy: staff.id, status: 'published' });

    const second = await post(`/api/admin/reviews/${review.id}/answer`, { text: 'And again' });
    expect(second).toMatchObject({ status: 409, body: { message: REVIEW_MESSAGES.alreadyAnswered } });
    expect((await post(`/api/admin/reviews/${review.id}/answer`, { text: '' })).status).toBe(400);
  });

  it('answers 404 for an unknown or non-numeric id', async () => {
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      for (const [action, body] of [
        ['publish', undefined],
        ['reject', { reason: 'Spam' }],
        ['answer', { text: 'Hello' }],
      ] as const) {
        const answer = await post(`/api/admin/reviews/${id}/${action}`, body);
        expect(answer, `${id} ${action}`).toMatchObject({
          status: 404,
          body: { success: false, message: REVIEW_MESSAGES.reviewNotFound },
        });
      }
    }
  });

  it('lets two staff publish at once: one publishes, the other is refused', async () => {
    const { product, review } = await reviewOfNewProduct(context);
    const other = await createTestUser(context.database.db, { isAdmin: true });
    const both = await Promise.all([
      post(`/api/admin/reviews/${review.id}/publish`),
      post(`/api/admin/reviews/${review.id}/publish`, undefined, other.token),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await productAnswer(product.id)).reviews).toBe(1);
  });

  it('alerts every staff account of a review a buyer writes, its words shown as text', async () => {
    const db = context.database.db;
    const buyer = await createTestUser(db, { name: 'Abena Asante' });
    const product = await insertTestProduct(db, { name: `Tecno Pop ${randomBytes(3).toString('hex')}` });
    await insertTestOrder(db, { user: buyer, lines: [{ product, quantity: 1 }], status: 'Delivered' });
    const written = await call(context.app, 'POST', `/api/product/${product.id}/reviews`, {
      token: buyer.token,
      body: { rating: 3, title: '<script>alert(1)</script>', text: 'Fine <b>screen</b>' },
    });
    expect(written.status, JSON.stringify(written.body)).toBe(201);

    const [alert, ...more] = await mailsTo(staff.email, 'staff-review-to-read');
    expect(more).toEqual([]);
    const texts = REVIEW_MAIL_TEXTS.staffNewReview;
    expect(alert!.subject).toBe(texts.subject(product.name, 3));
    expect(alert!.text).toContain(texts.author('Abena A.', buyer.email));
    expect(alert!.text).toContain(texts.title('<script>alert(1)</script>'));
    expect(alert!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(alert!.html).toContain('Fine &lt;b&gt;screen&lt;/b&gt;');
    expect(alert!.html).not.toContain('<script>');
    expect(alert!.html).toContain(`${PUBLIC_URL}/admin/reviews`);
    // Every staff account hears, no shopper does.
    expect(await mailsTo(customer.email, 'staff-review-to-read')).toEqual([]);
    expect(await mailsTo(buyer.email, 'staff-review-to-read')).toEqual([]);
  });

  it('alerts STAFF_ALERT_EMAIL alone when it is set', async () => {
    const { review } = await reviewOfNewProduct(context);
    const alerts = 'alerts@kwiktech.test';
    context.app.config.staffAlertEmail = alerts;
    try {
      const before = await mailsTo(staff.email, 'staff-review-to-read');
      await context.database.db.transaction((transaction) =>
        reviewMessengerOf(context.app).reviewToRead(transaction, review.id),
      );
      expect(await mailsTo(alerts, 'staff-review-to-read')).toHaveLength(1);
      expect(await mailsTo(staff.email, 'staff-review-to-read')).toHaveLength(before.length);
    } finally {
      context.app.config.staffAlertEmail = undefined;
    }
  });
});
