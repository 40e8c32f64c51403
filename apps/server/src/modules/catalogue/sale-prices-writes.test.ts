import {
  adminVariantsResponseSchema,
  productDetailResponseSchema,
  productListResponseSchema,
} from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProduct } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { testConfig } from '../../../test/helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/helpers/test-database';
import { registerStaff } from '../../../test/helpers/users';
import { buildApp } from '../../app';
import type { App } from '../../plugins/zod-type-provider';

// Sale prices and the writes around them (decision 0062): the product form's price, and a
// sale set through one instance that the other keeps its answers to (PostgreSQL).

const at = (time: string) => new Date(`2030-03-05T${time}:00.000Z`);
const SALE = {
  salePrice: 800,
  saleStartsAt: at('10:00').toISOString(),
  saleEndsAt: at('12:00').toISOString(),
};

/** Every few milliseconds until accepted or a few seconds have passed. */
async function eventually<T>(read: () => Promise<T> | T, accept: (value: T) => boolean, withinMs = 5000) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() - started > withinMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function putSale(app: App, token: string, productId: number, sale: Partial<typeof SALE>) {
  const grid = adminVariantsResponseSchema.parse(
    (await call(app, 'GET', `/api/admin/products/${productId}/variants`, { token })).body,
  );
  const saved = await call(app, 'PUT', `/api/admin/products/${productId}/variants`, {
    token,
    body: { options: [], variants: [{ ...grid.variants[0], ...sale }] },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return adminVariantsResponseSchema.parse(saved.body).variants[0]!;
}

const priceOf = async (app: App, productId: number) =>
  productDetailResponseSchema.parse((await call(app, 'GET', `/api/product/${productId}`)).body).product.price;

for (const kind of databaseKinds) {
  describe(`the product form and sale prices [${kind}]`, () => {
    let database: TestDatabase;
    let app: App;
    let now = at('10:30');
    beforeAll(async () => {
      database = await createTestDatabase(kind);
      app = await buildApp(testConfig(), { database, skipMigrations: true, logger: false, clock: () => now });
    }, 180_000);
    afterAll(async () => {
      await app?.close();
      await database?.dispose();
    });

    it('ends a sale whose price the form lowers to or below it, instead of failing', async () => {
      now = at('10:30');
      const { token } = await registerStaff({ kind, app, database });
      const row = await insertTestProduct(database.db, { name: 'Sale form radio', pricePesewas: 100_000 });
      await putSale(app, token, row.id, SALE);
      expect(await priceOf(app, row.id)).toBe(800);
      const product = (await call(app, 'GET', `/api/admin/products/${row.id}`, { token })).body.product;
      // The form shows and saves the regular price, never the sale's.
      expect(product.price).toBe(1000);
      const { name, image, category, subcategory, brand, description, info, stock } = product;
      const body = { name, image, category, subcategory, brand, description, info, stock };
      const kept = await call(app, 'PUT', `/api/admin/products/${row.id}`, {
        token,
        body: { ...body, price: 900 },
      });
      expect(kept.status, JSON.stringify(kept.body)).toBe(200);
      expect(await priceOf(app, row.id)).toBe(800);
      const lowered = await call(app, 'PUT', `/api/admin/products/${row.id}`, {
        token,
        body: { ...body, price: 750 },
      });
      expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
      expect(await priceOf(app, row.id)).toBe(750);
      const grid = adminVariantsResponseSchema.parse(
        (await call(app, 'GET', `/api/admin/products/${row.id}/variants`, { token })).body,
      );
      expect(grid.variants[0]).toMatchObject({
        price: 750,
        salePrice: null,
        saleStartsAt: null,
        saleEndsAt: null,
      });
    });

    it('starts a sale across more products than one refresh batch for every one of them at once', async () => {
      now = at('09:00');
      const { token } = await registerStaff({ kind, app, database });
      await database.db.execute(sql`
        insert into products (name, price_pesewas, images, category, subcategory, brand, description, stock)
        select 'Batch charger ' || i, 10000, '["/uploads/test.webp"]'::jsonb, 'Power', 'Charger', 'Oraimo',
          'A charger for a test.', 5
        from generate_series(1, 600) as i`);
      const put = await call(app, 'PUT', '/api/admin/sales', {
        token,
        body: { target: 'category', value: 'Power', percent: 50, startsAt: at('10:00').toISOString() },
      });
      expect(put.body.variants).toBe(600);
      const cheap = async () =>
        productListResponseSchema.parse(
          (await call(app, 'GET', '/api/product/list?category=Power&maxPrice=60&limit=1')).body,
        ).total;
      expect(await cheap()).toBe(0);
      now = at('10:00');
      expect(await cheap()).toBe(600);
    });

    it("ends a variant's sale when the grid is saved without it", async () => {
      now = at('10:30');
      const { token } = await registerStaff({ kind, app, database });
      const row = await insertTestProduct(database.db, { name: 'Sale grid fan', pricePesewas: 100_000 });
      expect(await putSale(app, token, row.id, SALE)).toMatchObject(SALE);
      expect(await priceOf(app, row.id)).toBe(800);
      const {
        salePrice: _price,
        saleStartsAt: _starts,
        saleEndsAt: _ends,
        ...withoutSale
      } = await putSale(app, token, row.id, {});
      const saved = await call(app, 'PUT', `/api/admin/products/${row.id}/variants`, {
        token,
        body: { options: [], variants: [withoutSale] },
      });
      expect(adminVariantsResponseSchema.parse(saved.body).variants[0]).toMatchObject({
        salePrice: null,
        saleStartsAt: null,
        saleEndsAt: null,
      });
      expect(await priceOf(app, row.id)).toBe(1000);
    });
  });
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  'a sale set through one instance, on another [postgres]',
  () => {
    it("clears the other instance's kept answers at the sale's start, though it heard of the sale only by a notice", async () => {
      const database = await createTestDatabase('postgres');
      let now = at('09:00');
      const [first, second] = await Promise.all(
        [0, 1].map(() =>
          buildApp(testConfig(), { database, skipMigrations: true, logger: false, clock: () => now }),
        ),
      );
      try {
        const { token } = await registerStaff({ kind: 'postgres', app: first!, database });
        const row = await insertTestProduct(database.db, {
          name: 'Sale instances speaker',
          pricePesewas: 100_000,
        });
        expect(await priceOf(second!, row.id)).toBe(1000);
        await putSale(first!, token, row.id, SALE);
        // The first instance's write reaches the second through LISTEN: its kept answer goes.
        expect(
          await eventually(
            () => second!.answerCache.answers,
            (answers) => answers === 0,
          ),
        ).toBe(0);
        // The write's notices (a variant, its product) have all arrived.
        await new Promise((resolve) => setTimeout(resolve, 200));
        // Kept again at 09:00, before the sale...
        expect(await priceOf(second!, row.id)).toBe(1000);
        const hits = second!.answerCache.hits;
        expect(await priceOf(second!, row.id)).toBe(1000);
        expect(second!.answerCache.hits).toBe(hits + 1);
        // ...and not sent at 10:00: the second instance read the new boundary after the notice.
        now = at('10:00');
        expect(await priceOf(second!, row.id)).toBe(800);
        now = at('12:00');
        expect(await priceOf(first!, row.id)).toBe(1000);
        expect(await priceOf(second!, row.id)).toBe(1000);
      } finally {
        await first!.close();
        await second!.close();
        await database.dispose();
      }
    }, 60_000);
  },
);
