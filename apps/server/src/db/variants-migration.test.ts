import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cartResponseSchema, orderListResponseSchema, productDetailResponseSchema } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/helpers/api';
import { migrateUpTo, rowsOf } from '../../test/helpers/migrations';
import { testConfig } from '../../test/helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/helpers/test-database';
import { buildApp } from '../app';
import { sweepCheckouts } from '../modules/orders';
import { migrationsFolder } from '../paths';
import { createSession } from '../plugins/auth';
import type { App } from '../plugins/zod-type-provider';

/** The migration that brings variants (decision 0036), and the one a shop had before it. */
const VARIANTS = '0016_product_variants';
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const BEFORE_VARIANTS =
  journal.entries[journal.entries.findIndex((entry) => entry.tag === VARIANTS) - 1]!.tag;

interface ProductFigures {
  id: number;
  public_id: string;
  name: string;
  price_pesewas: number;
  stock: number;
}

for (const kind of databaseKinds) {
  describe(`variants migration on a shop with products, carts and orders [${kind}]`, () => {
    let database: TestDatabase;
    let app: App;
    let before: ProductFigures[];
    let ama: string;
    let kofi: string;
    let orderLinesBefore: {
      id: string;
      product_id: number | null;
      quantity: number;
      unit_price_pesewas: number;
    }[];

    beforeAll(async () => {
      database = await createTestDatabase(kind, { migrate: false });
      await migrateUpTo(database, BEFORE_VARIANTS);
      const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
      const users = await rowsOf<{ id: string }>(
        database,
        sql`insert into users (name, email, password_hash) values
          ('Ama', 'ama@example.com', 'x'), ('Kofi', 'kofi@example.com', 'x') returning id`,
      );
      [ama, kofi] = users.map((user) => user.id) as [string, string];
      await run(sql`insert into products (name, price_pesewas, category, subcategory, brand, description, stock, images)
        values ('Samsung Galaxy A15 128GB', 229900, 'Phone', 'Android Phone', 'Samsung', 'A phone.', 42, '["/images/a15.svg"]'),
               ('Oraimo FreePods 4', 34950, 'Accessories', 'Earbuds', 'Oraimo', 'Earbuds.', 0, '[]'),
               ('JBL Flip 6', 149900, 'Electronics', 'Speaker', 'JBL', 'A speaker.', 7, '[]')`);
      await run(sql`update products set archived_at = now() where name = 'JBL Flip 6'`);
      before = await rowsOf<ProductFigures>(
        database,
        sql`select id, public_id, name, price_pesewas, stock from products order by id`,
      );
      const [phone, earbuds, speaker] = before as [ProductFigures, ProductFigures, ProductFigures];
      await run(sql`insert into cart_items (user_id, product_id, quantity) values
        (${ama}, ${phone.id}, 2), (${ama}, ${earbuds.id}, 1), (${kofi}, ${phone.id}, 1)`);
      // A paid order, and a pending checkout that holds a unit of the phone.
      for (const [reference, status, holds] of [
        ['paid-before-variants', 'Paid', false],
        ['pending-before-variants', 'Pending', true],
      ] as const) {
        const [order] = await rowsOf<{ id: string }>(
          database,
          sql`insert into orders (user_id, first_name, last_name, email, street, city, country, phone_number,
              payment_method, subtotal_pesewas, shipping_fee_pesewas, total_pesewas, payment_status, payment_reference,
              hold_expires_at)
            values (${kofi}, 'Kofi', 'Boateng', 'kofi@example.com', '3 Ring Road', 'Accra', 'Ghana', '+233241234567',
              'paystack', 379800, 2000, 381800, ${status}, ${reference}, ${holds ? sql`now() - interval '1 minute'` : null})
            returning id`,
        );
        await run(sql`insert into order_items (order_id, product_id, name, unit_price_pesewas, image, quantity) values
          (${order!.id}, ${phone.id}, ${phone.name}, 229900, '/images/a15.svg', 1),
          (${order!.id}, ${speaker.id}, ${speaker.name}, 149900, null, 1),
          (${order!.id}, null, 'A product since deleted', 1000, null, 1)`);
      }
      orderLinesBefore = await rowsOf(
        database,
        sql`select id, product_id, quantity, unit_price_pesewas from order_items order by id`,
      );
      // As a server starts: the migrations run.
      app = await buildApp(testConfig(), { database, logger: false });
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await database?.dispose();
    });

    it('gives every product one default variant with its price and stock, and keeps its figures', async () => {
      const variants = await rowsOf<{
        product_id: number;
        sku: string;
        price_pesewas: number;
        stock: number;
        option_values: string[];
      }>(
        database,
        sql`select product_id, sku, price_pesewas, stock, option_values from product_variants order by product_id`,
      );
      expect(variants).toEqual(
        before.map((product) => ({
          product_id: product.id,
          sku: `SKU-${product.id}`,
          price_pesewas: product.price_pesewas,
          stock: product.stock,
          option_values: [],
        })),
      );
      const after = await rowsOf<ProductFigures & { max_price_pesewas: number }>(
        database,
        sql`select id, public_id, name, price_pesewas, stock, max_price_pesewas from products order by id`,
      );
      expect(after.map(({ max_price_pesewas: _max, ...figures }) => figures)).toEqual(before);
      expect(after.map((product) => product.max_price_pesewas)).toEqual(
        before.map((product) => product.price_pesewas),
      );
      expect(await rowsOf(database, sql`select count(*)::int as options from product_options`)).toEqual([
        { options: 0 },
      ]);
    });

    it('points every cart line and order line at the variant of the product it held', async () => {
      const unmatched = await rowsOf(
        database,
        sql`select cart_items.id from cart_items left join product_variants on product_variants.id = cart_items.variant_id
          where product_variants.product_id is distinct from cart_items.product_id`,
      );
      expect(unmatched).toEqual([]);
      const lines = await rowsOf<{
        id: string;
        product_id: number | null;
        quantity: number;
        unit_price_pesewas: number;
        variant_product: number | null;
        variant_sku: string;
      }>(
        database,
        sql`select order_items.id, order_items.product_id, order_items.quantity, order_items.unit_price_pesewas,
            product_variants.product_id as variant_product, order_items.variant_sku
          from order_items left join product_variants on product_variants.id = order_items.variant_id order by order_items.id`,
      );
      expect(lines.map(({ variant_product: _v, variant_sku: _s, ...line }) => line)).toEqual(
        orderLinesBefore,
      );
      for (const line of lines) {
        expect(line.variant_product).toBe(line.product_id);
        expect(line.variant_sku).toBe(line.product_id === null ? '' : `SKU-${line.product_id}`);
      }
    });

    it('answers the carts, orders and products as before, and every old productId works in the cart calls', async () => {
      const [phone, earbuds] = before as [ProductFigures, ProductFigures];
      const amaToken = await createSession(database.db, ama);
      const cart = cartResponseSchema.parse((await call(app, 'GET', '/api/cart', { token: amaToken })).body);
      expect(cart.cartItems.map((line) => [line.product.id, line.quantity, line.variant.options])).toEqual([
        [phone.id, 2, {}],
        [earbuds.id, 1, {}],
      ]);
      const product = productDetailResponseSchema.parse(
        (await call(app, 'GET', `/api/product/${phone.id}`)).body,
      ).product;
      expect(product).toMatchObject({ price: 2299, stock: 42, image: ['/images/a15.svg'], options: [] });
      expect(product.variants).toEqual([
        {
          _id: expect.any(String),
          sku: `SKU-${phone.id}`,
          options: {},
          price: 2299,
          // Not on sale (decision 0062): the regular price is the price, and no sale ends.
          regularPrice: 2299,
          saleEndsAt: null,
          stock: 42,
          image: ['/images/a15.svg'],
          // The one branch a migrated shop has offers no pickup: no branch to name (docs/product/branches.md).
          inStockAtBranchIds: [],
        },
      ]);

      for (const [path, body] of [
        ['add', { productId: phone.id, quantity: 1 }],
        ['add', { productId: phone.public_id, quantity: 1 }],
        ['update', { productId: String(phone.id), quantity: 5 }],
      ] as const) {
        const answer = await call(app, 'POST', `/api/cart/${path}`, { token: amaToken, body });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      }
      const removed = await call(app, 'POST', '/api/cart/remove', {
        token: amaToken,
        body: { productId: earbuds.public_id },
      });
      expect(
        cartResponseSchema.parse(removed.body).cartItems.map((line) => [line.product.id, line.quantity]),
      ).toEqual([[phone.id, 5]]);

      const kofiToken = await createSession(database.db, kofi);
      const [order] = orderListResponseSchema.parse(
        (await call(app, 'GET', '/api/orders/order', { token: kofiToken })).body,
      ).orders;
      expect(order!.paymentReference).toBe('paid-before-variants');
      expect(order!.total).toBe(3818);
      expect(order!.items.map((item) => [item.name, item.price, item.quantity, item.variant.sku])).toEqual([
        ['A product since deleted', 10, 1, ''],
        ['JBL Flip 6', 1499, 1, `SKU-${before[2]!.id}`],
        ['Samsung Galaxy A15 128GB', 2299, 1, `SKU-${phone.id}`],
      ]);

      // The search reads the search text made again with the options' words.
      const found = (await call(app, 'GET', '/api/product/list?q=galaxy')).body;
      expect(found.products.map((item: { id: number }) => item.id)).toEqual([phone.id]);
    });

    it('gives the stock the old pending checkout held back to the variant when its hold runs out', async () => {
      const [phone, , speaker] = before as [ProductFigures, ProductFigures, ProductFigures];
      await sweepCheckouts(app);
      const stock = await rowsOf<{ product_id: number; stock: number }>(
        database,
        sql`select product_id, stock from product_variants where product_id in (${phone.id}, ${speaker.id}) order by product_id`,
      );
      expect(stock).toEqual([
        { product_id: phone.id, stock: 43 },
        { product_id: speaker.id, stock: 8 },
      ]);
      const [products] = await rowsOf<{ stock: number }>(
        database,
        sql`select stock from products where id = ${phone.id}`,
      );
      expect(products!.stock).toBe(43);
    });
  });
}
