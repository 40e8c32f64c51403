import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  deliveryFeeListSchema,
  heroListResponseSchema,
  productListResponseSchema,
  storeInfoSchema,
} from '@shop/shared';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  killShop,
  type StartedShop,
  serverResidentMegabytes,
  spawnShop,
  startShop,
} from './started-server';

describe('npm start on a fresh data directory', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
  let shop: StartedShop | undefined;
  let port = 0;

  afterAll(async () => {
    if (shop) await killShop(shop);
  });

  it('migrates, seeds and serves the catalogue calls, the storefront and the admin site', async () => {
    port = await freePort();
    shop = await startShop({ DATA_DIR: dataDir, PORT: String(port) });
    const json = async (url: string) => (await fetch(`${shop!.baseUrl}${url}`)).json();

    expect(
      productListResponseSchema.parse(await json('/api/product/list')).products.length,
    ).toBeGreaterThanOrEqual(80);
    expect(heroListResponseSchema.parse(await json('/api/hero/list')).heroes.length).toBeGreaterThanOrEqual(
      12,
    );
    expect(deliveryFeeListSchema.parse(await json('/api/delivery-fees/')).length).toBeGreaterThanOrEqual(16);
    storeInfoSchema.parse(await json('/api/info/get'));

    for (const page of ['/', '/singleProducts/3', '/admin/', '/admin/orders']) {
      const response = await fetch(`${shop.baseUrl}${page}`);
      expect(response.status, page).toBe(200);
      expect(response.headers.get('content-type'), page).toContain('text/html');
      expect(response.headers.get('cache-control'), page).toBe('no-cache');
      expect(await response.text(), page).toContain('<div id="root"');
    }
    const productPage = await (await fetch(`${shop.baseUrl}/singleProducts/3`)).text();
    const product = (await json('/api/product/3')) as { product: { name: string } };
    expect(productPage).toContain('application/ld+json');
    expect(productPage).toContain(`<meta property="og:title"`);
    expect(productPage).toContain('"priceCurrency":"GHS"');
    expect(productPage).toContain(product.product.name.replace(/&/g, '&amp;').slice(0, 20));
    expect(productPage).toContain('<meta name="admin-site-url" content="/admin" />');

    // Compressed: the built files as the build's .br copies, the HTML and the JSON per answer.
    const brotli = { headers: { 'accept-encoding': 'br' } };
    const home = await fetch(`${shop.baseUrl}/`, brotli);
    expect(home.headers.get('content-encoding')).toBe('br');
    expect(home.headers.get('vary')).toMatch(/accept-encoding/i);
    const homeHtml = await home.text();
    const assets = [...homeHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      (match) => match[1]!,
    );
    expect(assets.some((asset) => /\/index-[^/]+\.js$/.test(asset))).toBe(true);
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      const response = await fetch(`${shop.baseUrl}${asset}`, brotli);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('content-encoding'), asset).toBe('br');
      expect(response.headers.get('vary'), asset).toMatch(/accept-encoding/i);
      expect(response.headers.get('cache-control'), asset).toContain('immutable');
    }
    const list = await fetch(`${shop.baseUrl}/api/product/list?limit=24`, brotli);
    expect(list.headers.get('content-encoding')).toBe('br');
    productListResponseSchema.parse(await list.json());

    const missingApi = await fetch(`${shop.baseUrl}/api/nope`);
    expect(missingApi.status).toBe(404);
    expect(await missingApi.json()).toMatchObject({ success: false });
  });

  it('refuses a second server on the same data directory with a clear message', async () => {
    const second = spawnShop({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain('is in use by another server');
  });

  it('keeps rows written before a kill -9 and starts again quickly', async () => {
    const email = `kept-${Date.now()}@example.com`;
    const register = await fetch(`${shop!.baseUrl}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kofi Boateng', email, password: 'a-long-password-1' }),
    });
    expect(register.status).toBe(200);
    const residentMegabytes = await serverResidentMegabytes(shop!);
    await killShop(shop!);

    shop = await startShop({ DATA_DIR: dataDir, PORT: String(port) });
    const login = await fetch(`${shop.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a-long-password-1' }),
    });
    expect(login.status).toBe(200);
    const products = productListResponseSchema.parse(
      await (await fetch(`${shop.baseUrl}/api/product/list`)).json(),
    );
    expect(products.products.length).toBeGreaterThanOrEqual(80);
    console.log(
      `[figures] npm start to first answer on an existing data dir: ${shop.startupMs} ms; ` +
        `server resident memory after start on PGlite: ${residentMegabytes ?? '?'} MB`,
    );
  });

  it('stops with one clear line for a bad PORT, DATABASE_URL or half a Paystack key pair', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ PORT: 'eighty' }, 'PORT'],
      [{ DATABASE_URL: 'mysql://x/y' }, 'DATABASE_URL'],
      [{ PAYSTACK_PUBLIC_KEY: 'pk_test_abc' }, 'PAYSTACK_SECRET_KEY'],
    ];
    for (const [environment, variable] of cases) {
      const run = spawnShop({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'shop-bad-')), ...environment });
      expect(await run.exited).not.toBe(0);
      expect(run.output()).toContain(`Invalid configuration: ${variable}`);
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('npm start on PostgreSQL', () => {
  it('serves the shop from a PostgreSQL database', async () => {
    const { default: pg } = await import('pg');
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `shop_system_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const shop = await startShop({
      DATABASE_URL: url.toString(),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'shop-pg-')),
      PORT: String(await freePort()),
    });
    try {
      const products = productListResponseSchema.parse(
        await (await fetch(`${shop.baseUrl}/api/product/list`)).json(),
      );
      expect(products.products.length).toBeGreaterThanOrEqual(80);
      const health = await (await fetch(`${shop.baseUrl}/api/health`)).json();
      expect(health).toMatchObject({ success: true, database: 'postgres' });
      console.log(
        `[figures] start to first answer on PostgreSQL (new database): ${shop.startupMs} ms; ` +
          `server resident memory after start on PostgreSQL: ${(await serverResidentMegabytes(shop)) ?? '?'} MB`,
      );
    } finally {
      await killShop(shop);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
