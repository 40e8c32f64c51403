import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers/test-app';

describeEachDatabase('sitemap and robots for crawlers', { seed: true }, (context) => {
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
      '/warranty',
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
    // A shopper's invoice holds their name and address: never for a crawler.
    expect(response.body).toContain('Disallow: /invoice/');
  });
});
