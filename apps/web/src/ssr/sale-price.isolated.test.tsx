// @vitest-environment jsdom
import { DISCOUNT_TEXTS } from '@shop/shared';
import { describe, expect, it, vi } from 'vitest';
import { sampleProduct, sampleVariantProduct } from '../test/render-route';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Shop</title><meta name="description" content="A shop" /></head>' +
  '<body><div id="root"></div></body></html>';

// A speaker sold one way, on sale until 1 December 23:59 in Accra (decision 0062).
const SALE_ENDS = '2026-12-01T23:59:00.000Z';
const speakerOnSale = (() => {
  const speaker = sampleProduct({
    id: 7,
    _id: 'product-7',
    name: 'JBL Flip 6',
    price: 1450,
    regularPrice: 1750,
    saleEndsAt: SALE_ENDS,
  });
  return {
    ...speaker,
    variants: speaker.variants.map((variant) => ({ ...variant, regularPrice: 1750, saleEndsAt: SALE_ENDS })),
  };
})();
// A phone whose 256GB Blue alone is on sale, with no end.
const phone = (() => {
  const product = sampleVariantProduct();
  return {
    ...product,
    regularPrice: 1450,
    saleEndsAt: null,
    variants: product.variants.map((variant) =>
      variant._id === 'variant-256-blue'
        ? { ...variant, price: 1649, regularPrice: 1849, saleEndsAt: null }
        : { ...variant, regularPrice: variant.price, saleEndsAt: null },
    ),
  };
})();
const products = [speakerOnSale, phone];

async function transport(url: string): Promise<Response> {
  const { pathname } = new URL(url, 'http://shop.test');
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (pathname === '/api/product/list') return json(200, { success: true, products, total: products.length });
  if (pathname === '/api/catalogue/lists')
    return json(200, { success: true, categories: [], subcategories: [], brands: [] });
  const product = /^\/api\/product\/(\d+)$/.exec(pathname);
  const found = products.find((candidate) => String(candidate.id) === product?.[1]);
  if (found) return json(200, { success: true, product: found });
  return json(404, { success: false, message: 'Product not found' });
}

/** The server's page for the address, parsed as the browser receives it, before any script. */
async function serverPage(url: string) {
  vi.resetModules();
  const { renderPage } = await import('./entry-server');
  const page = await renderPage({ url, origin: 'http://shop.test', template: TEMPLATE, transport });
  if (!('html' in page)) throw new Error('expected a page, not a redirect');
  return new DOMParser().parseFromString(page.html, 'text/html');
}

const jsonLd = (parsed: Document) =>
  JSON.parse(parsed.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null');

describe('a product on sale rendered on the server', () => {
  it('shows the sale price, the regular price struck through, the saving and the end in its HTML', async () => {
    const parsed = await serverPage('/singleProducts/7');
    const block = parsed.querySelector('[data-testid="price-block"]')!;
    expect(block.querySelector('[data-testid="product-price"]')?.textContent).toBe('GHS 1,450.00');
    expect(block.querySelector('s')?.textContent).toBe(`${DISCOUNT_TEXTS.regularPrice}: GHS 1,750.00`);
    expect(block.textContent).toContain(DISCOUNT_TEXTS.save('GHS 300.00'));
    expect(block.textContent).toContain(DISCOUNT_TEXTS.saleEnds('1 Dec 2026, 23:59'));
  });

  it("gives search engines the price now and the sale's last day in the JSON-LD Offer", async () => {
    const parsed = await serverPage('/singleProducts/7');
    expect(jsonLd(parsed).offers).toMatchObject({
      '@type': 'Offer',
      price: '1450.00',
      priceValidUntil: '2026-12-01',
    });
    expect(parsed.querySelector('meta[property="product:price:amount"]')?.getAttribute('content')).toBe(
      '1450.00',
    );
  });

  it("shows a variant's own sale when its URL names it, none on a variant off sale, and Sale on the picker's way to it", async () => {
    const onSale = await serverPage('/singleProducts/12?storage=256GB&colour=Blue');
    const block = onSale.querySelector('[data-testid="price-block"]')!;
    expect(block.querySelector('[data-testid="product-price"]')?.textContent).toBe('GHS 1,649.00');
    expect(block.querySelector('s')?.textContent).toContain('GHS 1,849.00');
    // No end: no date, and no priceValidUntil on its Offer.
    expect(block.textContent).not.toContain('Sale ends');
    const blue = jsonLd(onSale).hasVariant.find(
      (variant: { sku: string }) => variant.sku === 'A15-256GB-BLUE',
    );
    expect(blue.offers.price).toBe('1649.00');
    expect(blue.offers).not.toHaveProperty('priceValidUntil');

    const offSale = await serverPage('/singleProducts/12?storage=256GB&colour=Black');
    const plain = offSale.querySelector('[data-testid="price-block"]')!;
    expect(plain.querySelector('[data-testid="product-price"]')?.textContent).toBe('GHS 1,799.00');
    expect(plain.querySelector('s')).toBeNull();
    // The picker says which choice leads to a sale: Blue (256GB Blue), not Black.
    const radio = (name: string) =>
      [...offSale.querySelectorAll('[role="radio"]')].find((one) => one.textContent?.startsWith(name));
    expect(radio('Blue')?.textContent).toBe(`Blue ${DISCOUNT_TEXTS.saleBadge}`);
    expect(radio('Black')?.textContent).toBe('Black');
  });

  it('shows the sale on its card in a server-rendered list', async () => {
    const parsed = await serverPage('/products');
    const card = [...parsed.querySelectorAll('a')].find((link) => link.textContent?.includes('JBL Flip 6'))!;
    expect(card.textContent).toContain('GHS 1,450.00');
    expect(card.querySelector('s')?.textContent).toContain('GHS 1,750.00');
    expect(card.textContent).toContain(DISCOUNT_TEXTS.save('GHS 300.00'));
  });
});
