import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { productSchema } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { checkout, productsInStock, setStock } from '../../../test/helpers/checkout';
import { describeEachDatabase, testConfig } from '../../../test/helpers/test-app';
import { createTestDatabase } from '../../../test/helpers/test-database';
import { registerShopper, registerStaff } from '../../../test/helpers/users';
import { buildApp } from '../../app';
import { products } from '../../db/schema';
import { seedDemoShop } from '../../demo-shop/seed-demo-shop';

const CACHED_URLS = [
  '/api/product/list',
  '/api/product/list?limit=24',
  '/api/product/list?limit=8&sort=price_desc&category=Phone',
  '/api/product/list?q=samsung',
  '/api/product/list?flag=top&limit=4',
  '/api/product/3',
  '/api/hero/list',
  '/api/info/get',
  '/api/delivery-fees/',
  '/sitemap.xml',
];

const productOf = (body: unknown) => productSchema.parse((body as { product: unknown }).product);

/** Waits until the answer is the one expected, or a second has passed. */
async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, withinMs = 1000) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() - started > withinMs) return { value, ms: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describeEachDatabase('the answer cache', { seed: true }, (context) => {
  it('answers byte for byte what the database answers, plain and compressed, and a 304 for its ETag', async () => {
    const uncached = await buildApp(testConfig({ catalogueCacheMb: 0 }), {
      database: context.database,
      skipMigrations: true,
      logger: false,
    });
    try {
      for (const url of CACHED_URLS) {
        const fresh = await uncached.inject({ url });
        expect(fresh.statusCode, url).toBe(200);
        const first = await context.app.inject({ url });
        const second = await context.app.inject({ url });
        expect(first.rawPayload.equals(fresh.rawPayload), url).toBe(true);
        expect(second.rawPayload.equals(fresh.rawPayload), url).toBe(true);
        expect(second.headers.etag, url).toBe(fresh.headers.etag);
        expect(second.headers['content-type'], url).toBe(fresh.headers['content-type']);
        // The compressed forms are made in the background after the first answer.
        await new Promise((resolve) => setTimeout(resolve, 50));
        const brotli = await context.app.inject({ url, headers: { 'accept-encoding': 'br' } });
        const gzip = await context.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
        const unbrotli =
          brotli.headers['content-encoding'] === 'br'
            ? brotliDecompressSync(brotli.rawPayload)
            : brotli.rawPayload;
        const ungzip =
          gzip.headers['content-encoding'] === 'gzip' ? gunzipSync(gzip.rawPayload) : gzip.rawPayload;
        expect(unbrotli.equals(fresh.rawPayload), url).toBe(true);
        expect(ungzip.equals(fresh.rawPayload), url).toBe(true);

        const notModified = await context.app.inject({
          url,
          headers: { 'if-none-match': String(second.headers.etag) },
        });
        expect(notModified.statusCode, url).toBe(304);
        expect(notModified.rawPayload.length, url).toBe(0);
      }
    } finally {
      await uncached.close();
    }
  });

  it('answers a known URL over HTTP before routing, with the same bytes and headers as the app', async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const address = context.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const url = '/api/product/list?limit=12&sort=price_desc';
    const first = await fetch(base + url);
    const firstBody = await first.text();
    const hitsBefore = context.app.answerCache.stats.hits;
    const second = await fetch(base + url);
    expect(await second.text()).toBe(firstBody);
    expect(context.app.answerCache.stats.hits).toBe(hitsBefore + 1);
    for (const name of [
      'content-type',
      'etag',
      'cache-control',
      'x-content-type-options',
      'cross-origin-resource-policy',
    ]) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
      expect(second.headers.get(name), name).toBeTruthy();
    }
    const notModified = await fetch(base + url, {
      headers: { 'if-none-match': String(first.headers.get('etag')) },
    });
    expect(notModified.status).toBe(304);
    // A write clears what the front door answers too.
    const staff = await registerStaff(context);
    const product = productOf((await call(context.app, 'GET', '/api/product/7')).body);
    await fetch(`${base}/api/product/7`);
    expect(
      (
        await call(context.app, 'PUT', '/api/admin/products/7', {
          token: staff.token,
          body: { ...adminBodyOf(product), price: product.price + 1 },
        })
      ).status,
    ).toBe(200);
    const after = (await (await fetch(`${base}/api/product/7`)).json()) as { product: unknown };
    expect(productOf(after).price).toBe(product.price + 1);
  });

  it('gives one answer to the same question however it is spelled', async () => {
    const before = context.app.answerCache.stats;
    const spellings = [
      '/api/product/list?limit=24&category=Phone&brand=Samsung&brand=Apple&q=Pro',
      '/api/product/list?q=pro&brand=Apple&brand=Samsung&category=Phone&page=1',
      '/api/product/list?category=Phone&q=PRO&limit=24&brand=Samsung&brand=Apple',
    ];
    const answers = [];
    for (const url of spellings) answers.push(await context.app.inject({ url }));
    const after = context.app.answerCache.stats;
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(2);
    for (const answer of answers) expect(answer.body).toBe(answers[0]!.body);
  });

  it('shows an admin price change on the very next request', async () => {
    const staff = await registerStaff(context);
    const product = productOf((await call(context.app, 'GET', '/api/product/4')).body);
    await call(context.app, 'GET', '/api/product/list?limit=24');
    const changed = await call(context.app, 'PUT', `/api/admin/products/${product.id}`, {
      token: staff.token,
      body: { ...adminBodyOf(product), price: product.price + 100 },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(productOf((await call(context.app, 'GET', '/api/product/4')).body).price).toBe(
      product.price + 100,
    );
    const list = (await call(context.app, 'GET', '/api/product/list?limit=24')).body;
    expect(list.products.find((item: { id: number }) => item.id === product.id).price).toBe(
      product.price + 100,
    );
  });

  it('shows a checkout that takes the last unit, and a cancellation that gives it back, on the very next request', async () => {
    const staff = await registerStaff(context);
    const [product] = await productsInStock(context.app, 1);
    await setStock(context, product!.id, 1);
    expect(productOf((await call(context.app, 'GET', `/api/product/${product!.id}`)).body).stock).toBe(1);

    const shopper = await registerShopper(context.app);
    const { created } = await checkout(context.app, shopper, [[product!, 1]]);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(productOf((await call(context.app, 'GET', `/api/product/${product!.id}`)).body).stock).toBe(0);

    const cancelled = await call(context.app, 'PATCH', `/api/admin/orders/${created.body.order._id}/status`, {
      token: staff.token,
      body: { status: 'Cancelled', reason: 'The shopper asked to cancel' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(productOf((await call(context.app, 'GET', `/api/product/${product!.id}`)).body).stock).toBe(1);
  });
});

function adminBodyOf(product: ReturnType<typeof productOf>) {
  return {
    name: product.name,
    price: product.price,
    image: product.image,
    category: product.category,
    subcategory: product.subcategory,
    brand: product.brand,
    soundSystem: product.soundSystem,
    description: product.description,
    info: product.info,
    stock: product.stock,
  };
}

describe.runIf(process.env.TEST_DATABASE_URL)('the answer cache with two instances on one PostgreSQL', () => {
  it('shows a price changed through one instance on the other within a second, and answers from the database while its channel is down', async () => {
    const database = await createTestDatabase('postgres');
    await seedDemoShop(database.db);
    const [first, second] = await Promise.all(
      [0, 1].map(() => buildApp(testConfig(), { database, skipMigrations: true, logger: false })),
    );
    try {
      const readPrice = async () => productOf((await call(second!, 'GET', '/api/product/6')).body).price;
      const price = await readPrice();
      await readPrice();
      expect(second!.answerCache.stats.hits).toBeGreaterThan(0);

      const staff = await registerStaff({ kind: 'postgres', app: first!, database });
      const product = productOf((await call(first!, 'GET', '/api/product/6')).body);
      const changed = await call(first!, 'PUT', '/api/admin/products/6', {
        token: staff.token,
        body: { ...adminBodyOf(product), price: price + 250 },
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      const seen = await eventually(readPrice, (value) => value === price + 250);
      expect(seen.value).toBe(price + 250);
      // Within seconds, not at the next expiry: room for a busy machine, never minutes.
      expect(seen.ms).toBeLessThan(5000);

      // A script writes straight to the database: the tables' triggers tell both instances.
      await readPrice();
      await database.db.update(products).set({ pricePesewas: 99_900 }).where(eq(products.id, 6));
      const scripted = await eventually(readPrice, (value) => value === 999);
      expect(scripted.value).toBe(999);
      expect(scripted.ms).toBeLessThan(5000);

      // The channel breaks: the second instance must not keep answering what it had.
      await readPrice();
      await database.db.execute(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name like 'shop-change-listener-%' and datname = current_database()",
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Written while no one listens: no notice will ever tell of it.
      await database.db.update(products).set({ pricePesewas: 123_400 }).where(eq(products.id, 6));
      expect(await readPrice()).toBe(1234);
      // Back again after the reconnect, and caching again.
      const back = await eventually(
        async () => {
          const hits = second!.answerCache.stats.hits;
          await readPrice();
          return second!.answerCache.stats.hits > hits;
        },
        (hit) => hit,
        5000,
      );
      expect(back.value).toBe(true);
    } finally {
      await first!.close();
      await second!.close();
      await database.dispose();
    }
  }, 30_000);
});
