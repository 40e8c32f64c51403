import { SHOP_NAME } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../test/render-route';
import { fillHead } from './document-head';

const TEMPLATE = `<!doctype html><html><head>
<title>Shop</title>
<meta name="description" content="Generic" />
</head><body><div id="root"></div></body></html>`;

describe('the head of a server-rendered page', () => {
  it('escapes every value it puts into the head', () => {
    const html = fillHead(
      TEMPLATE,
      {
        status: 200,
        title: '</title><script>alert(1)</script>',
        description: '"><img src=x onerror=alert(1)>',
        product: sampleProduct({ name: '</script><script>alert(2)</script>' }) as never,
      },
      'https://shop.test',
      '/singleProducts/1',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<script>alert(2)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;/title&gt;');
  });

  it("keeps the template's title and description for a page that names none", () => {
    expect(fillHead(TEMPLATE, { status: 200 }, 'https://shop.test', '/about')).toBe(TEMPLATE);
  });

  it('gives a product page absolute Open Graph and JSON-LD addresses', () => {
    const html = fillHead(
      TEMPLATE,
      { status: 200, title: `A15 | ${SHOP_NAME}`, product: sampleProduct() as never },
      'https://shop.test',
      '/singleProducts/1',
    );
    expect(html).toContain('<meta property="og:image" content="https://shop.test/images/a15.png" />');
    expect(html).toContain('<link rel="canonical" href="https://shop.test/singleProducts/1" />');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd.offers).toMatchObject({ price: '1299.99', priceCurrency: 'GHS' });
  });
});
