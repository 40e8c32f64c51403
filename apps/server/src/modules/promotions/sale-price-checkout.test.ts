import { cartResponseSchema, orderListResponseSchema, startCheckoutResponseSchema } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, insertTestProduct } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { firstDeliveryCity, startBody, startCheckout, testCharge } from '../../../test/helpers/checkout';
import { testConfig } from '../../../test/helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/helpers/test-database';
import { buildApp } from '../../app';
import { orderItems, productVariants } from '../../db/schema';
import type { App } from '../../plugins/zod-type-provider';

const HOUR = 3_600_000;

// A sale price is what the cart shows and the order charges inside its window, read at the
// app's clock (decision 0062): the app is built with a clock the test moves.
for (const kind of databaseKinds) {
  describe(`a sale price in the cart and the order [${kind}]`, () => {
    const startedAt = new Date();
    let now = startedAt;
    let app: App;
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(kind, { seed: true });
      app = await buildApp(testConfig(), { database, skipMigrations: true, logger: false, clock: () => now });
      await app.ready();
    }, 180_000);
    afterAll(async () => {
      await app?.close();
      await database?.dispose();
    });

    it('charges the sale price inside its window, the regular price kept beside it, and the regular price after', async () => {
      const product = await insertTestProduct(database.db, { pricePesewas: 100_000, stock: 10 });
      await database.db
        .update(productVariants)
        .set({
          salePricePesewas: 80_000,
          saleStartsAt: new Date(startedAt.getTime() + HOUR),
          saleEndsAt: new Date(startedAt.getTime() + 3 * HOUR),
        })
        .where(eq(productVariants.productId, product.id));
      const user = await createTestUser(database.db);
      const shopper = { name: user.name, email: user.email, password: '', token: user.token };
      const cartOf = async () =>
        cartResponseSchema.parse((await call(app, 'GET', '/api/cart', { token: shopper.token })).body);
      await call(app, 'POST', '/api/cart/add', {
        token: shopper.token,
        body: { productId: product.publicId },
      });

      // Before the sale starts: the regular price.
      expect((await cartOf()).totals).toEqual({ subtotal: 1000, discount: 0, total: 1000 });

      now = new Date(startedAt.getTime() + 2 * HOUR);
      const onSale = await cartOf();
      expect(onSale.cartItems[0]!.product).toMatchObject({ price: 800, regularPrice: 1000 });
      expect(onSale.totals).toEqual({ subtotal: 800, discount: 0, total: 800 });

      const city = await firstDeliveryCity(app);
      const figures = { subtotal: 800, shippingFee: city.fee, total: 800 + city.fee };
      const answer = await startCheckout(app, shopper, startBody(shopper, figures, city.city));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const started = startCheckoutResponseSchema.parse(answer.body);
      const [line] = await database.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, started.orderId));
      expect(line).toMatchObject({
        unitPricePesewas: 80_000,
        regularUnitPricePesewas: 100_000,
        discountPesewas: 0,
      });
      await testCharge(app, shopper, started.payment.accessCode);
      const verified = await call(app, 'POST', '/api/payments/verify', {
        token: shopper.token,
        body: { reference: started.payment.reference },
      });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      const [order] = orderListResponseSchema.parse(
        (await call(app, 'GET', '/api/orders/order', { token: shopper.token })).body,
      ).orders;
      expect(order).toMatchObject({ subtotal: 800, total: 800 + city.fee, discount: null });
      expect(order!.items[0]).toMatchObject({ price: 800, regularPrice: 1000, discount: 0 });

      // The sale has ended: the cart is back at the regular price.
      now = new Date(startedAt.getTime() + 4 * HOUR);
      await call(app, 'POST', '/api/cart/add', {
        token: shopper.token,
        body: { productId: product.publicId },
      });
      const after = await cartOf();
      expect(after.cartItems[0]!.product).toMatchObject({ price: 1000, regularPrice: 1000 });
      expect(after.totals).toEqual({ subtotal: 1000, discount: 0, total: 1000 });
    });
  });
}
