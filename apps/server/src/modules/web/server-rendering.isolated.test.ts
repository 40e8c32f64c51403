import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import {
  CATALOGUE_MESSAGES,
  ERROR_PAGE_TEXT,
  formatGhs,
  HOME_HEADINGS,
  type Product,
  productSchema,
  SHELL_LABELS,
  SHOP_NAME,
} from '@shop/shared';
import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers/test-app';

// A stand-in build of the storefront, and its server renderer from source, so pages are
// rendered whether or not `npm run build` ran.
const site = vi.hoisted(() => ({ folder: '', entry: '' }));
vi.mock('../../paths', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../paths')>();
  return {
    ...original,
    get webDistFolder() {
      return site.folder;
    },
    get webServerEntry() {
      return site.entry;
    },
  };
});

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Template title</title>' +
  '<meta name="description" content="Template description" />' +
  '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

site.folder = mkdtempSync(path.join(os.tmpdir(), 'shop-rendered-'));
writeFileSync(path.join(site.folder, 'index.html'), TEMPLATE);
site.entry = path.resolve(import.meta.dirname, '../../../../web/src/ssr/entry-server.tsx');

/** The cache the page hands to the browser: its queries' keys and data. */
function pageData(html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } {
  const match = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'the page carries its data').not.toBeNull();
  return JSON.parse(match![1]!);
}

/** Each product name's first place in the HTML, in the order of `products`. */
const positions = (html: string, products: Product[]) =>
  products.map((product) => html.indexOf(`>${product.name.replace(/&/g, '&amp;')}<`));

describeEachDatabase('pages rendered on the server', { seed: true }, (context) => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url, headers });
  const list = async (query: string) =>
    productSchema.array().parse((await get(`/api/product/list?${query}`)).json().products);

  it('sends home with its products, prices and headings in the HTML, and the data it used beside it', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain(HOME_HEADINGS.topSelling);
    const topSelling = await list('flag=top&limit=10');
    expect(topSelling.length).toBeGreaterThan(0);
    for (const product of topSelling.slice(0, 3)) {
      expect(html).toContain(formatGhs(product.price));
    }
    expect(html).toContain(`<title>${SHOP_NAME}</title>`);
    const keys = pageData(html).queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toContain(JSON.stringify(['heroes']));
    expect(keys.some((key) => key.includes('"flag":"top"'))).toBe(true);
  });

  it('runs no inline script: every script has a src or is data', async () => {
    for (const url of ['/', '/new_products', '/singleProducts/1', '/about']) {
      const html = (await get(url)).body;
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
        expect(tag, url).toMatch(/\ssrc=|type="application\/(ld\+)?json"/);
      }
      // Every part in place: nothing is sent hidden for a script to move.
      expect(html, url).not.toMatch(/<template id="B:|<div hidden id="S:/);
    }
  });

  it('lists /new_products with the filters and sort of its URL, in that order', async () => {
    const response = await get('/new_products?category=Phone&sort=price_asc');
    expect(response.statusCode).toBe(200);
    const phones = await list('category=Phone&sort=price_asc&limit=12');
    expect(phones.length).toBeGreaterThan(2);
    const at = positions(response.body, phones);
    expect(at.every((position) => position > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    for (const product of phones) expect(response.body).toContain(formatGhs(product.price));
  });

  it("puts a product page's name, price, title, Open Graph and JSON-LD into the HTML", async () => {
    const [product] = await list('limit=1');
    const response = await get(`/singleProducts/${product!.id}`, { host: 'shop.test' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<title>${product!.name.replace(/&/g, '&amp;')} | ${SHOP_NAME}</title>`);
    expect(html).not.toContain('Template title');
    expect(html).toContain(formatGhs(product!.price));
    expect(html).toContain('property="og:title"');
    expect(html).toContain('property="og:image" content="http://shop.test/');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: product!.name,
      offers: { price: product!.price.toFixed(2), priceCurrency: 'GHS' },
    });
    expect(jsonLd.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  });

  it('answers 404 with the not-found page for an unknown product or path', async () => {
    const product = await get('/singleProducts/999999');
    expect(product.statusCode).toBe(404);
    expect(product.body).toContain(CATALOGUE_MESSAGES.productNotFound);
    expect(product.body).not.toContain('application/ld+json');

    const page = await get('/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain(ERROR_PAGE_TEXT.heading);
  });

  it('sends the frame of a personal screen, which the browser fills in', async () => {
    const response = await get('/cart');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(SHELL_LABELS.routeLoading);
    expect(response.body).toContain('<header');
  });

  it('compresses the rendered page for a browser that takes Brotli', async () => {
    const response = await get('/about', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(html).toContain('<div id="root"><div');
    expect(response.rawPayload.length).toBeLessThan(html.length / 3);
  });
});
