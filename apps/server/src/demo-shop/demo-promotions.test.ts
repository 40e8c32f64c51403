import {
  cartResponseSchema,
  productDetailResponseSchema,
  salePriceOfPercent,
  toCedis,
  toPesewas,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { call } from '../../test/helpers/api';
import { addToCart } from '../../test/helpers/checkout';
import { describeEachDatabase } from '../../test/helpers/test-app';
import { registerShopper } from '../../test/helpers/users';
import { orderItems, orders, products, productVariants, promotions } from '../db/schema';
import { BLACK_FRIDAY_CODE, blackFridaySale, demoPromotions, WELCOME_CODE } from './demo-promotions';
import { demoReviewers } from './demo-reviews';
import { demoSales } from './demo-sales';
import { seedDemoPromotions } from './seed-demo-promotions';
import { seedDemoShop } from './seed-demo-shop';

describeEachDatabase('the demo shop promotions', { seed: true }, (context) => {
  it('gives a fresh shop its Black Friday sale, its two codes and free delivery over GHS 2,000, once', async () => {
    const db = context.database.db;
    // As npm start does on an empty database (the tests' databases hold the catalogue without them).
    await seedDemoShop(db, { reset: true, sales: true });
    context.app.answerCache.clearAll();

    const seeded = await db.select().from(promotions);
    expect(seeded).toHaveLength(demoPromotions.length);
    const welcome = seeded.find((promotion) => promotion.code === WELCOME_CODE)!;
    expect(welcome).toMatchObject({ kind: 'percent', percent: 5, firstOrderOnly: true, enabled: true });
    const blackFriday = seeded.find((promotion) => promotion.code === BLACK_FRIDAY_CODE)!;
    expect(blackFriday).toMatchObject({
      kind: 'percent',
      percent: 10,
      totalUses: 500,
      usesPerCustomer: 1,
      scope: { categories: ['Phone'], brands: [], productIds: [] },
    });
    const automatic = seeded.find((promotion) => promotion.code === null)!;
    expect(automatic).toMatchObject({
      kind: 'free-delivery',
      description: 'Free delivery over GHS 2,000',
      minimumSubtotalPesewas: toPesewas(2_000),
    });

    // The sale shows in the product answer: the price now, the regular price and the sale's end,
    // which is the code's end too.
    const flip = blackFridaySale.find((sale) => sale.product === 'JBL Flip 6 Bluetooth Speaker')!;
    const [row] = await db.select().from(products).where(eq(products.name, flip.product));
    const answer = await call(context.app, 'GET', `/api/product/${row!.id}`);
    expect(answer.status).toBe(200);
    const { product } = productDetailResponseSchema.parse(answer.body);
    expect(product.regularPrice).toBe(1_949);
    expect(product.price).toBe(toCedis(salePriceOfPercent(toPesewas(1_949), flip.percentOff)));
    expect(product.saleEndsAt).toBe(blackFriday.endsAt!.toISOString());
    expect(blackFriday.startsAt!.getTime()).toBeLessThan(Date.now());

    const onSale = await db.select().from(productVariants).where(eq(productVariants.productId, row!.id));
    for (const variant of onSale) {
      expect(variant.salePricePesewas).toBe(salePriceOfPercent(variant.pricePesewas, flip.percentOff));
      expect(variant.saleEndsAt).toEqual(blackFriday.endsAt);
    }

    // Again: nothing more is added, no sale price is written over.
    expect(await db.transaction((transaction) => seedDemoPromotions(transaction))).toEqual({
      promotions: 0,
      variantsOnSale: 0,
    });
    expect(await db.select().from(promotions)).toHaveLength(demoPromotions.length);
  });

  it('keeps the demo sales as they were paid: regular prices, no discount, totals that add up', async () => {
    const db = context.database.db;
    await seedDemoShop(db, { reset: true, sales: true });
    const sold = await db.select().from(orders);
    expect(sold).toHaveLength(demoSales.length + demoReviewers.length);
    for (const order of sold) {
      const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      const subtotal = lines.reduce((sum, line) => sum + line.unitPricePesewas * line.quantity, 0);
      expect(order.subtotalPesewas).toBe(subtotal);
      expect(order.totalPesewas).toBe(subtotal + order.shippingFeePesewas);
      expect(order.discountPesewas).toBe(0);
      expect(order.promotionId).toBeNull();
      for (const line of lines) {
        expect(line.regularUnitPricePesewas).toBeNull();
        expect(line.discountPesewas).toBe(0);
        const [variant] = await db
          .select()
          .from(productVariants)
          .where(eq(productVariants.id, line.variantId!));
        expect(line.unitPricePesewas).toBe(variant!.pricePesewas);
      }
    }
  });

  it("takes the demo codes in a new shopper's cart: BLACKFRIDAY 10 % off a phone on sale, WELCOME5 5 %", async () => {
    const db = context.database.db;
    await seedDemoShop(db, { reset: true, sales: true });
    context.app.answerCache.clearAll();
    const phone = blackFridaySale.find((sale) => sale.product === 'Samsung Galaxy A25 5G 128GB')!;
    const [row] = await db.select().from(products).where(eq(products.name, phone.product));
    const { product } = productDetailResponseSchema.parse(
      (await call(context.app, 'GET', `/api/product/${row!.id}`)).body,
    );
    const shopper = await registerShopper(context.app);
    await addToCart(context.app, shopper.token, product, 1);
    const salePrice = salePriceOfPercent(toPesewas(3_299), phone.percentOff);

    // Typed as a shopper might: any case, with a space.
    const blackFriday = await call(context.app, 'POST', '/api/cart/discount', {
      token: shopper.token,
      body: { code: 'black friday' },
    });
    expect(blackFriday.status, JSON.stringify(blackFriday.body)).toBe(200);
    const cart = cartResponseSchema.parse(blackFriday.body);
    expect(cart.discount).toMatchObject({
      code: BLACK_FRIDAY_CODE,
      amount: toCedis(Math.round(salePrice / 10)),
    });
    expect(cart.totals?.subtotal).toBe(toCedis(salePrice));

    const welcome = await call(context.app, 'POST', '/api/cart/discount', {
      token: shopper.token,
      body: { code: WELCOME_CODE },
    });
    expect(welcome.status, JSON.stringify(welcome.body)).toBe(200);
    expect(cartResponseSchema.parse(welcome.body).discount).toMatchObject({
      code: WELCOME_CODE,
      amount: toCedis(Math.round(salePrice / 20)),
    });
  });
});
