import type { AddressInfo } from 'node:net';
import {
  adminVariantsResponseSchema,
  PROMOTION_ADMIN_TEXTS,
  productDetailResponseSchema,
  productListResponseSchema,
  saleResponseSchema,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProduct } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { testConfig } from '../../../test/helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/helpers/test-database';
import { registerStaff } from '../../../test/helpers/users';
import { buildApp } from '../../app';
import type { App } from '../../plugins/zod-type-provider';

// Sale prices at the app's clock (decision 0062): a sale from 10:00 to 12:00 on a day in 2030,
// seen at 09:59, 10:00 and 12:00 by the list, the product, the price sort and filter, the
// answers kept by the answer cache (through inject and through the raw front door).

const at = (time: string) => new Date(`2030-03-05T${time}:00.000Z`);
const SALE = {
  salePrice: 800,
  saleStartsAt: at('10:00').toISOString(),
  saleEndsAt: at('12:00').toISOString(),
};

for (const kind of databaseKinds) {
  describe(`sale prices at the app's clock [${kind}]`, () => {
    let database: TestDatabase;
    let app: App;
    let now = at('08:00');
    let token = '';
    let base = '';
    let onSale: { id: number; publicId: string };
    let regular: { id: number; publicId: string };

    const get = async (url: string) => {
      const { status, body } = await call(app, 'GET', url);
      expect(status, JSON.stringify(body)).toBe(200);
      return body;
    };
    const staff = (method: 'GET' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
      call(app, method, url, { token, body });
    /** The list's products of this test (the names start with "Sale test"). */
    const listed = async (query: string) =>
      productListResponseSchema
        .parse(await get(`/api/product/list?q=${encodeURIComponent('Sale test')}&${query}`))
        .products.map((product) => [product.name, product.price]);

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      app = await buildApp(testConfig(), { database, skipMigrations: true, logger: false, clock: () => now });
      await app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      token = (await registerStaff({ kind, app, database })).token;
      const speaker = await insertTestProduct(database.db, {
        name: 'Sale test speaker',
        pricePesewas: 100_000,
      });
      onSale = speaker;
      regular = await insertTestProduct(database.db, { name: 'Sale test radio', pricePesewas: 90_000 });
      const grid = adminVariantsResponseSchema.parse(
        (await staff('GET', `/api/admin/products/${speaker.id}/variants`)).body,
      );
      const saved = await staff('PUT', `/api/admin/products/${speaker.id}/variants`, {
        options: [],
        variants: [{ ...grid.variants[0], ...SALE }],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(adminVariantsResponseSchema.parse(saved.body).variants[0]).toMatchObject({
        price: 1000,
        ...SALE,
      });
    }, 180_000);
    afterAll(async () => {
      await app?.close();
      await database?.dispose();
    });

    const expectations = [
      {
        time: '09:59',
        product: { price: 1000, regularPrice: 1000, saleEndsAt: null },
        ascending: [
          ['Sale test radio', 900],
          ['Sale test speaker', 1000],
        ],
        underPrice: [],
        overPrice: [['Sale test speaker', 1000]],
      },
      {
        time: '10:00',
        product: { price: 800, regularPrice: 1000, saleEndsAt: SALE.saleEndsAt },
        ascending: [
          ['Sale test speaker', 800],
          ['Sale test radio', 900],
        ],
        underPrice: [['Sale test speaker', 800]],
        overPrice: [],
      },
      {
        time: '12:00',
        product: { price: 1000, regularPrice: 1000, saleEndsAt: null },
        ascending: [
          ['Sale test radio', 900],
          ['Sale test speaker', 1000],
        ],
        underPrice: [],
        overPrice: [['Sale test speaker', 1000]],
      },
    ] as const;

    it('shows the regular price before the sale, the sale price during it and the regular price after, cached answers too', async () => {
      for (const expected of expectations) {
        now = at(expected.time);
        // Three times: the last answers all come from the cache. On PostgreSQL the refresh's own
        // notice may clear the first round's answers when it arrives: the second keeps them again.
        for (const round of [1, 2, 3]) {
          if (round === 2 && kind === 'postgres') await new Promise((resolve) => setTimeout(resolve, 200));
          const hits = app.answerCache.hits;
          const detail = productDetailResponseSchema.parse(await get(`/api/product/${onSale.id}`)).product;
          expect(detail, `${expected.time} round ${round}`).toMatchObject(expected.product);
          expect(detail.variants[0], expected.time).toMatchObject(expected.product);
          expect(await listed('sort=price_asc'), expected.time).toEqual(expected.ascending);
          expect(await listed('sort=price_desc'), expected.time).toEqual([...expected.ascending].reverse());
          expect(await listed('maxPrice=850'), expected.time).toEqual(expected.underPrice);
          expect(await listed('minPrice=950'), expected.time).toEqual(expected.overPrice);
          expect(await listed('minPrice=750&maxPrice=850'), expected.time).toEqual(expected.underPrice);
          const whole = productListResponseSchema.parse(await get('/api/product/list'));
          expect(whole.products.find((product) => product.id === onSale.id)?.price).toBe(
            expected.product.price,
          );
          if (round === 3) expect(app.answerCache.hits - hits, expected.time).toBe(7);
        }
      }
    });

    it('sends no kept answer past the boundary through the raw front door', async () => {
      now = at('09:59');
      const url = `${base}/api/product/${onSale.id}`;
      const priceOver = async () => {
        const response = await fetch(url);
        expect(response.status).toBe(200);
        return productDetailResponseSchema.parse(await response.json()).product.price;
      };
      // Another day's sale, set while 09:59: the boundary read again after the staff's write.
      const grid = adminVariantsResponseSchema.parse(
        (await staff('GET', `/api/admin/products/${onSale.id}/variants`)).body,
      );
      const nextDay = {
        salePrice: 750,
        saleStartsAt: new Date('2030-03-06T10:00:00Z').toISOString(),
        saleEndsAt: new Date('2030-03-06T12:00:00Z').toISOString(),
      };
      expect(
        (
          await staff('PUT', `/api/admin/products/${onSale.id}/variants`, {
            options: [],
            variants: [{ ...grid.variants[0], ...nextDay }],
          })
        ).status,
      ).toBe(200);
      // On PostgreSQL the write's notices clear this instance's answers when they arrive.
      if (kind === 'postgres') await new Promise((resolve) => setTimeout(resolve, 200));
      now = new Date('2030-03-06T09:59:00Z');
      expect(await priceOver()).toBe(1000);
      const hits = app.answerCache.hits;
      expect(await priceOver()).toBe(1000);
      expect(app.answerCache.hits).toBe(hits + 1);
      now = new Date('2030-03-06T10:00:00Z');
      expect(await priceOver()).toBe(750);
      expect(await priceOver()).toBe(750);
      now = new Date('2030-03-06T12:00:00Z');
      expect(await priceOver()).toBe(1000);
    });

    it('refuses a sale price that is not below the price with the staff words, never a 500', async () => {
      const grid = adminVariantsResponseSchema.parse(
        (await staff('GET', `/api/admin/products/${regular.id}/variants`)).body,
      );
      const refused = await staff('PUT', `/api/admin/products/${regular.id}/variants`, {
        options: [],
        variants: [{ ...grid.variants[0], salePrice: 900 }],
      });
      expect(refused.status).toBe(400);
      expect(refused.body.success).toBe(false);
      expect(refused.body.message).toContain(PROMOTION_ADMIN_TEXTS.sales.salePriceNotBelow);
    });

    it('puts exactly a category on sale, a percent off each variant, and ends it', async () => {
      now = at('09:00');
      const fans = await Promise.all(
        [20_000, 33_333].map((pricePesewas, index) =>
          insertTestProduct(database.db, { name: `Sale test fan ${index}`, category: 'Power', pricePesewas }),
        ),
      );
      const put = await staff('PUT', '/api/admin/sales', { target: 'category', value: 'Power', percent: 15 });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      expect(saleResponseSchema.parse(put.body)).toEqual({
        success: true,
        message: PROMOTION_ADMIN_TEXTS.sales.applied(2),
        variants: 2,
      });
      // 15 % off 333.33 is 50.00 (49.9995 rounded): 283.33; the radio in another category keeps its price.
      expect(await listed('sort=price_asc')).toEqual([
        ['Sale test fan 0', 170],
        ['Sale test fan 1', 283.33],
        ['Sale test radio', 900],
        ['Sale test speaker', 1000],
      ]);
      const detail = productDetailResponseSchema.parse(await get(`/api/product/${fans[1]!.id}`)).product;
      expect(detail).toMatchObject({ price: 283.33, regularPrice: 333.33, saleEndsAt: null });

      const ended = await staff('DELETE', '/api/admin/sales', { target: 'category', value: 'Power' });
      expect(ended.body).toEqual({
        success: true,
        message: PROMOTION_ADMIN_TEXTS.sales.ended(2),
        variants: 2,
      });
      expect(await listed('sort=price_asc')).toEqual([
        ['Sale test fan 0', 200],
        ['Sale test fan 1', 333.33],
        ['Sale test radio', 900],
        ['Sale test speaker', 1000],
      ]);
      const nothing = await staff('PUT', '/api/admin/sales', {
        target: 'brand',
        value: 'No Such Brand',
        percent: 10,
      });
      expect(nothing.status).toBe(404);
      expect(nothing.body).toEqual({ success: false, message: PROMOTION_ADMIN_TEXTS.sales.nothingMatched });
    });

    it('puts one product on sale for half an hour by its _id, and the list follows the window', async () => {
      now = at('08:59');
      const put = await staff('PUT', '/api/admin/sales', {
        target: 'product',
        value: regular.publicId,
        percent: 10,
        startsAt: at('09:00').toISOString(),
        endsAt: at('09:30').toISOString(),
      });
      expect(put.body).toEqual({
        success: true,
        message: PROMOTION_ADMIN_TEXTS.sales.applied(1),
        variants: 1,
      });
      const radio = async () => (await listed('maxPrice=850')).filter(([name]) => name === 'Sale test radio');
      expect(await radio()).toEqual([]);
      now = at('09:00');
      expect(await radio()).toEqual([['Sale test radio', 810]]);
      now = at('09:30');
      expect(await radio()).toEqual([]);
    });
  });
}
