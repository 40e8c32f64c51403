// @vitest-environment jsdom
import { BRANCH_TEXTS } from '@shop/shared';
import { describe, expect, it, vi } from 'vitest';
import { sampleVariantProduct } from '../test/render-route';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Shop</title><meta name="description" content="A shop" /></head>' +
  '<body><div id="root"></div></body></html>';

const ACCRA = { id: 1, name: 'Accra Mall', city: 'Accra' };
const KUMASI = { id: 2, name: 'Kumasi Adum', city: 'Kumasi' };
const HELD_AT: Record<string, number[]> = { 'variant-128-black': [1, 2], 'variant-256-black': [] };
const phone = (() => {
  const product = sampleVariantProduct();
  return {
    ...product,
    inStockAt: [ACCRA, KUMASI],
    variants: product.variants.map((variant) => ({
      ...variant,
      inStockAtBranchIds: HELD_AT[variant._id] ?? [1],
    })),
  };
})();

const weekdays = { opens: '08:00', closes: '18:00' };
const branch = (id: number, name: string, pickup: boolean) => ({
  id,
  name,
  address: 'Spintex Road',
  city: 'Accra',
  digitalAddress: '',
  phone: '030 250 1234',
  openingHours: [weekdays, weekdays, weekdays, weekdays, weekdays, null, null],
  pickup,
  fillsDelivery: id === 1,
});

const listAsked: URLSearchParams[] = [];

async function transport(url: string): Promise<Response> {
  const { pathname, searchParams } = new URL(url, 'http://shop.test');
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (pathname === '/api/product/list') {
    listAsked.push(searchParams);
    return json(200, { success: true, products: [phone], total: 1, page: 1, limit: 24 });
  }
  if (pathname === '/api/catalogue/lists')
    return json(200, { success: true, categories: [], subcategories: [], brands: [] });
  if (pathname === '/api/branches')
    return json(200, {
      success: true,
      branches: [branch(1, 'Accra Mall', true), branch(2, 'Kumasi Adum', true), branch(3, 'Takoradi', false)],
    });
  if (pathname === '/api/product/12') return json(200, { success: true, product: phone });
  return json(404, { success: false, message: 'Not found' });
}

/** The server's page for the address, parsed as the browser receives it, before any script. */
async function serverPage(url: string) {
  vi.resetModules();
  const { renderPage } = await import('./entry-server');
  const page = await renderPage({ url, origin: 'http://shop.test', template: TEMPLATE, transport });
  if (!('html' in page)) throw new Error('expected a page, not a redirect');
  return new DOMParser().parseFromString(page.html, 'text/html');
}

describe('where it is in stock, rendered on the server', () => {
  it('names the branches holding the chosen variant in the HTML', async () => {
    const parsed = await serverPage('/singleProducts/12?storage=128GB&colour=Black');
    expect(parsed.querySelector('[data-testid="where-in-stock"]')?.textContent).toBe(
      'In stock at Accra Mall and Kumasi Adum',
    );
  });

  it('says "Delivery only" for a variant no pickup branch holds', async () => {
    const parsed = await serverPage('/singleProducts/12?storage=256GB&colour=Black');
    expect(parsed.querySelector('[data-testid="where-in-stock"]')?.textContent).toBe(
      BRANCH_TEXTS.deliveryOnly,
    );
  });

  it('renders "Available at" with the pickup branches, the one in the URL chosen, and asks the list for it', async () => {
    listAsked.length = 0;
    const parsed = await serverPage('/new_products?branch=2');
    const group = [...parsed.querySelectorAll('fieldset')].find(
      (fieldset) => fieldset.querySelector('legend')?.textContent === BRANCH_TEXTS.availableAt,
    );
    expect(group).toBeDefined();
    const labels = [...group!.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual([BRANCH_TEXTS.anyBranch, 'Accra Mall', 'Kumasi Adum']);
    const kumasi = [...group!.querySelectorAll('label')].find((label) => label.textContent === 'Kumasi Adum');
    expect(kumasi?.querySelector('input')?.hasAttribute('checked')).toBe(true);
    expect(listAsked.map((search) => search.get('branch'))).toContain('2');
  });
});
