import { answerReviewBodySchema, writeReviewBodySchema } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { demoDeliveryFees } from './demo-delivery-fees';
import { demoProducts } from './demo-products';
import { blackFridaySale } from './demo-promotions';
import { DEMO_REVIEWED_PRODUCTS, demoReviewers } from './demo-reviews';
import { demoBuyer } from './demo-sales';

const reviews = demoReviewers.flatMap((reviewer) =>
  reviewer.reviews.map((review) => ({ ...review, reviewer })),
);

describe('the demo reviews', () => {
  it('give six products, phones, a laptop, earbuds and a speaker, 3 to 6 reviews each, mostly 4 or 5 stars', () => {
    expect(DEMO_REVIEWED_PRODUCTS).toHaveLength(6);
    for (const name of DEMO_REVIEWED_PRODUCTS) {
      const count = reviews.filter((review) => review.product === name).length;
      expect(count, name).toBeGreaterThanOrEqual(3);
      expect(count, name).toBeLessThanOrEqual(6);
    }
    for (const review of reviews) expect(DEMO_REVIEWED_PRODUCTS, review.title).toContain(review.product);
    const subcategories = new Set(
      DEMO_REVIEWED_PRODUCTS.map(
        (name) => demoProducts.find((product) => product.name === name)?.subcategory,
      ),
    );
    expect([...subcategories].sort()).toEqual(['Android Phone', 'Earbuds', 'Laptop', 'Speaker', 'iPhone']);
    const high = reviews.filter((review) => review.rating >= 4).length;
    const low = reviews.filter((review) => review.rating <= 3).length;
    expect(high).toBeGreaterThan(reviews.length * 0.7);
    expect(low).toBeGreaterThanOrEqual(3);
  });

  it('are each by a buyer of the product, published after the order was delivered, once per product', () => {
    for (const { reviewer, ...review } of reviews) {
      const { sale } = reviewer;
      expect(sale.status, reviewer.buyer.name).toBe('Delivered');
      expect(
        sale.lines.map((line) => line.product),
        reviewer.buyer.name,
      ).toContain(review.product);
      const deliveredDaysAgo = sale.deliveredDaysAgo ?? sale.leftShopDaysAgo;
      expect(sale.leftShopDaysAgo, reviewer.buyer.name).toBeLessThan(sale.placedDaysAgo);
      expect(deliveredDaysAgo, reviewer.buyer.name).toBeLessThanOrEqual(sale.leftShopDaysAgo);
      expect(review.publishedDaysAgo, review.title).toBeLessThan(deliveredDaysAgo);
      expect(review.publishedDaysAgo, review.title).toBeGreaterThan(0);
    }
    for (const reviewer of demoReviewers) {
      const reviewed = reviewer.reviews.map((review) => review.product);
      expect(new Set(reviewed).size, reviewer.buyer.name).toBe(reviewed.length);
    }
  });

  it('are what the review form accepts, a few with a title only, a few answered by the shop', () => {
    for (const review of reviews) {
      const written = writeReviewBodySchema.safeParse({
        rating: review.rating,
        title: review.title,
        text: review.text,
      });
      expect(written.success, review.title).toBe(true);
      expect(review.title.trim(), review.title).not.toBe('');
      if (review.answer) expect(answerReviewBodySchema.safeParse({ text: review.answer }).success).toBe(true);
    }
    const titleOnly = reviews.filter((review) => review.text === '').length;
    expect(titleOnly).toBeGreaterThanOrEqual(2);
    expect(titleOnly).toBeLessThanOrEqual(5);
    const answered = reviews.filter((review) => review.answer).length;
    expect(answered).toBeGreaterThanOrEqual(2);
    expect(answered).toBeLessThanOrEqual(4);
    // Different people: no two reviews say the same thing.
    const titles = reviews.map((review) => review.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('come from accounts of their own at @example.com, in cities the shop delivers to', () => {
    const emails = demoReviewers.map((reviewer) => reviewer.buyer.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails).not.toContain(demoBuyer.email);
    const cities = demoDeliveryFees.map((fee) => fee.city);
    for (const { buyer } of demoReviewers) {
      expect(buyer.email, buyer.name).toMatch(/^[a-z]+\.[a-z]+@example\.com$/);
      expect(buyer.name, buyer.name).toBe(`${buyer.firstName} ${buyer.lastName}`);
      expect(buyer.phone, buyer.name).toMatch(/^\+233[25]\d{8}$/);
      expect(cities, buyer.name).toContain(buyer.city);
    }
    expect(new Set(demoReviewers.map((reviewer) => reviewer.buyer.city)).size).toBeGreaterThanOrEqual(5);
  });

  it('are of products the demo sale leaves at their regular price, as the orders were paid', () => {
    const onSale = blackFridaySale.map((sale) => sale.product);
    for (const name of DEMO_REVIEWED_PRODUCTS) expect(onSale, name).not.toContain(name);
  });
});
