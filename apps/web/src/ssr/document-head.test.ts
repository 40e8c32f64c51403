import { SHOP_NAME } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { publishedReview } from '../features/reviews/reviews-test-kit';
import { sampleProduct, sampleVariantProduct } from '../test/render-route';
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

  it('describes a product with variants as a group of offers, and previews the variant its page shows', () => {
    const product = sampleVariantProduct();
    const blue256 = product.variants[3]!;
    const html = fillHead(
      TEMPLATE,
      { status: 200, product: product as never, variant: blue256 },
      'https://shop.test',
      '/singleProducts/12',
    );
    expect(html).toContain('<link rel="canonical" href="https://shop.test/singleProducts/12" />');
    expect(html).toContain(
      '<meta property="og:url" content="https://shop.test/singleProducts/12?storage=256GB&amp;colour=Blue" />',
    );
    expect(html).toContain('<meta property="product:price:amount" content="1849.00" />');
    expect(html).toContain('<meta property="og:image" content="https://shop.test/images/a15-blue-1.png" />');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd['@type']).toBe('ProductGroup');
    expect(jsonLd.productGroupID).toBe('12');
    expect(jsonLd.variesBy).toEqual(['https://schema.org/size', 'https://schema.org/color']);
    expect(jsonLd.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '1450.00',
      highPrice: '1849.00',
      priceCurrency: 'GHS',
      offerCount: 5,
    });
    expect(jsonLd.hasVariant).toHaveLength(5);
    expect(jsonLd.hasVariant[3]).toMatchObject({
      '@type': 'Product',
      sku: 'A15-256GB-BLUE',
      name: 'Samsung Galaxy A15, 256GB, Blue',
      size: '256GB',
      color: 'Blue',
      image: ['https://shop.test/images/a15-blue-1.png', 'https://shop.test/images/a15-blue-2.png'],
      offers: {
        '@type': 'Offer',
        url: 'https://shop.test/singleProducts/12?storage=256GB&colour=Blue',
        price: '1849.00',
        priceCurrency: 'GHS',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(jsonLd.hasVariant[4].offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('keeps a product sold one way a Product with one Offer', () => {
    const html = fillHead(
      TEMPLATE,
      { status: 200, product: sampleProduct() as never },
      'https://shop.test',
      '/singleProducts/1',
    );
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd['@type']).toBe('Product');
    expect(jsonLd.hasVariant).toBeUndefined();
    expect(jsonLd.offers).toMatchObject({
      '@type': 'Offer',
      price: '1299.99',
      availability: 'https://schema.org/InStock',
    });
  });

  it("keeps a review's words inside the JSON-LD: no second script element, and the same text parsed back", () => {
    const breakOut = '</script><script>alert(1)</script>';
    const review = publishedReview({ title: breakOut, text: `<!--\n${breakOut}` });
    const html = fillHead(
      TEMPLATE,
      { status: 200, product: sampleProduct({ reviews: 1, rating: 5 }) as never, reviews: [review] },
      'https://shop.test',
      '/singleProducts/1',
    );
    const head = new DOMParser().parseFromString(html, 'text/html').head;
    const scripts = head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    const jsonLd = JSON.parse(scripts[0]!.textContent!);
    expect(jsonLd.review[0]).toMatchObject({ name: breakOut, reviewBody: `<!--\n${breakOut}` });
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: '5.0', reviewCount: 1, bestRating: 5 });
  });
});
