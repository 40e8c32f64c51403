import {
  productDetailResponseSchema,
  productReviewsResponseSchema,
  reviewAuthorName,
  variantOptionsText,
  warrantyResponseSchema,
} from '@shop/shared';
import { and, asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { call } from '../../test/helpers/api';
import { describeEachDatabase } from '../../test/helpers/test-app';
import { freshAddress } from '../../test/helpers/users';
import { invoices, orderItems, orders, productReviews, products } from '../db/schema';
import { demoProducts } from './demo-products';
import { DEMO_REVIEWED_PRODUCTS, demoReviewers } from './demo-reviews';
import { DEMO_WARRANTY_SERIAL, demoSales } from './demo-sales';
import { seedDemoSales } from './seed-demo-sales';
import { seedDemoShop } from './seed-demo-shop';

const demoReviews = demoReviewers.flatMap((reviewer) => reviewer.reviews);

describeEachDatabase('the demo shop sales and reviews', { seed: true }, (context) => {
  it('answers the warranty check of every phone the demo sold, the README serial under warranty', async () => {
    // As npm start does, after the demo catalogue (the tests' databases hold it without the sales).
    await context.database.db.transaction((transaction) => seedDemoSales(transaction));
    const readme = await call(context.app, 'GET', `/api/warranty/${DEMO_WARRANTY_SERIAL}`, {
      remoteAddress: freshAddress(),
    });
    expect(readme.status).toBe(200);
    expect(warrantyResponseSchema.parse(readme.body).warranty).toMatchObject({
      product: 'Samsung Galaxy A15 128GB',
      state: 'sold',
      underWarranty: true,
    });

    const serials = demoSales.flatMap((sale) => sale.lines.flatMap((line) => line.serials));
    expect(serials.length).toBeGreaterThanOrEqual(4);
    for (const serial of serials) {
      const response = await call(context.app, 'GET', `/api/warranty/${serial}`, {
        remoteAddress: freshAddress(),
      });
      expect(response.status, serial).toBe(200);
    }
    // Each demo order has its invoice, numbered in the order the sales were made.
    const issued = await context.database.db.select().from(invoices).orderBy(asc(invoices.number));
    expect(issued.map((invoice) => invoice.number)).toEqual([1, 2, 3]);
    const iphone = await call(context.app, 'GET', '/api/warranty/352096112458734', {
      remoteAddress: freshAddress(),
    });
    expect(iphone.body.warranty).toMatchObject({ product: 'Apple iPhone 15', variant: '256GB, Blue' });
  });

  it('shows on every demo product the count and average of its published reviews, each by a buyer it was delivered to', async () => {
    const db = context.database.db;
    // As npm start does on an empty database: the catalogue, the sales, the reviews.
    await seedDemoShop(db, { reset: true, sales: true });
    context.app.answerCache.clearAll();

    const published = await db.select().from(productReviews).where(eq(productReviews.status, 'published'));
    expect(published).toHaveLength(demoReviews.length);
    const catalogue = await db.select().from(products);
    expect(catalogue).toHaveLength(demoProducts.length);
    for (const product of catalogue) {
      const stars = published
        .filter((review) => review.productId === product.id)
        .map((review) => review.rating);
      const sum = stars.reduce((total, rating) => total + rating, 0);
      expect(product.reviews, product.name).toBe(stars.length);
      expect(product.ratingTotal, product.name).toBe(sum);
      expect(product.ratingTenths, product.name).toBe(
        stars.length ? Math.round((sum * 10) / stars.length) : null,
      );
    }

    // What a shopper reads on the product page: the data's count and average, one decimal.
    for (const name of DEMO_REVIEWED_PRODUCTS) {
      const stars = demoReviews.filter((review) => review.product === name).map((review) => review.rating);
      const average = stars.reduce((total, rating) => total + rating, 0) / stars.length;
      const row = catalogue.find((product) => product.name === name)!;
      const answer = await call(context.app, 'GET', `/api/product/${row.id}`);
      expect(answer.status, name).toBe(200);
      const { product } = productDetailResponseSchema.parse(answer.body);
      expect(product.reviews, name).toBe(stars.length);
      expect(product.rating, name).toBe(Math.round(average * 10) / 10);
    }
    const unreviewed = catalogue.find((product) => !DEMO_REVIEWED_PRODUCTS.includes(product.name))!;
    const unreviewedAnswer = await call(context.app, 'GET', `/api/product/${unreviewed.id}`);
    expect(productDetailResponseSchema.parse(unreviewedAnswer.body).product).toMatchObject({
      reviews: 0,
      rating: null,
    });

    // Each author's Delivered, paid order of the product, delivered before the review was published.
    for (const review of published) {
      const [order] = await db.select().from(orders).where(eq(orders.id, review.orderId!));
      expect(order, review.title).toMatchObject({
        userId: review.userId,
        orderStatus: 'Delivered',
        paymentStatus: 'Paid',
      });
      expect(order!.statusChangedAt.getTime(), review.title).toBeLessThan(review.publishedAt!.getTime());
      expect(review.authorName, review.title).toBe(reviewAuthorName(order!.firstName, order!.lastName));
      const [line] = await db
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.orderId, order!.id), eq(orderItems.productId, review.productId)));
      expect(line, review.title).toBeDefined();
      expect(review.variantLabel, review.title).toBe(variantOptionsText(line!.variantOptions));
    }
    expect(published.map((review) => review.variantLabel)).toContain('256GB, Blue');

    // The reviews a shopper reads under the A15: all five, newest first, named, one answered.
    const a15 = catalogue.find((product) => product.name === 'Samsung Galaxy A15 128GB')!;
    const page = await call(context.app, 'GET', `/api/product/${a15.id}/reviews?page=1`);
    expect(page.status).toBe(200);
    const read = productReviewsResponseSchema.parse(page.body);
    expect(read.summary).toMatchObject({ rating: 4.2, reviews: 5 });
    expect(read.summary.spread).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 2 },
      { stars: 3, count: 1 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ]);
    expect(read.reviews.map((review) => review.author)).toEqual([
      'Nana A.',
      'Yaw D.',
      'Kwame M.',
      'Akua B.',
      'Esi Q.',
    ]);
    expect(read.reviews.find((review) => review.author === 'Esi Q.')?.answer?.text).toMatch(
      /^Thank you, Esi/,
    );
  });
});
