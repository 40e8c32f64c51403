import { productSchema } from '@shop/shared';
import { expect, it } from 'vitest';
import { fillHead, renderStorefrontHtml } from '../src/modules/web/storefront-html';
import type { App } from '../src/plugins/zod-type-provider';
import { describeEachDatabase } from './helpers/test-app';

const TEMPLATE = `<!doctype html><html><head>
<title>Shop</title>
<meta name="description" content="Generic" />
</head><body><div id="root"></div></body></html>`;

describeEachDatabase('sitemap, robots and product pages for crawlers', { seed: true }, (context) => {
  const firstProduct = async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/product/list?limit=1' });
    return productSchema.parse(response.json().products[0]);
  };

  it('lists home, the static pages and every product page in /sitemap.xml', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'shop.test' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const all = (await context.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const page of [
      '/',
      '/products',
      '/low_price',
      '/new_products',
      '/about',
      '/contacts',
      '/faqs',
      '/privacy',
      '/term',
    ]) {
      expect(locations).toContain(`http://shop.test${page}`);
    }
    for (const product of all) expect(locations).toContain(`http://shop.test/singleProducts/${product.id}`);
  });

  it('points /robots.txt at the sitemap', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'shop.test' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Sitemap: http://shop.test/sitemap.xml');
    expect(response.body).toContain('User-agent: *');
  });

  it("puts a product's title, description, Open Graph and JSON-LD into the HTML", async () => {
    const product = await firstProduct();
    const html = await renderStorefrontHtml(
      context.app as App,
      `/singleProducts/${product.id}`,
      TEMPLATE,
      'https://shop.test',
    );
    expect(html).toContain('<title>');
    expect(html).not.toContain('<title>Shop</title>');
    expect(html).toContain('property="og:title"');
    expect(html).toContain('property="og:image" content="https://shop.test/');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: product.name,
      offers: { price: product.price.toFixed(2), priceCurrency: 'GHS' },
    });
    expect(jsonLd.image[0]).toMatch(/^https:\/\/shop\.test\/images\//);
    expect(jsonLd.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  });

  it('answers the plain template for an unknown product or another path', async () => {
    const app = context.app as App;
    expect(await renderStorefrontHtml(app, '/singleProducts/999999', TEMPLATE, 'https://shop.test')).toBe(
      TEMPLATE,
    );
    expect(await renderStorefrontHtml(app, '/singleProducts/%E0%A4%A', TEMPLATE, 'https://shop.test')).toBe(
      TEMPLATE,
    );
    expect(await renderStorefrontHtml(app, '/about', TEMPLATE, 'https://shop.test')).toBe(TEMPLATE);
  });
});

it('escapes every value it puts into the head', () => {
  const html = fillHead(TEMPLATE, {
    title: '</title><script>alert(1)</script>',
    description: '"><img src=x onerror=alert(1)>',
    tags: '',
  });
  expect(html).not.toContain('<script>alert(1)');
  expect(html).not.toContain('<img src=x');
  expect(html).toContain('&lt;/title&gt;');
});
