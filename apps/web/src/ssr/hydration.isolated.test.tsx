// @vitest-environment jsdom
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productReviewsAnswer } from '../features/reviews/reviews-test-kit';
import { sampleProduct, sampleVariantProduct } from '../test/render-route';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Shop</title><meta name="description" content="A shop" /></head>' +
  '<body><div id="root"></div></body></html>';

// Six products sold one way, and a phone in two sizes and three colours (decision 0036).
const products = [
  ...Array.from({ length: 6 }, (_, index) =>
    sampleProduct({
      id: index + 1,
      _id: `product-${index + 1}`,
      name: `Phone ${index + 1}`,
      price: 500 + index,
    }),
  ),
  sampleVariantProduct(),
  // On sale until a set instant (decision 0062): the struck price and its end hydrate alike.
  sampleProduct({
    id: 7,
    _id: 'product-7',
    name: 'Speaker on sale',
    price: 450,
    regularPrice: 600,
    saleEndsAt: '2026-12-01T23:59:00.000Z',
  }),
];
const storeInfo = {
  about: 'About the shop',
  whyChooseUs: [{ title: 'Genuine', description: 'Sealed boxes' }],
  whatWeOffer: ['Phones'],
  visitUsAt: 'Accra',
  deliveryInfo: 'Two days',
  deepInfo: 'Returns within 7 days',
  contact: { phone: '+233 30 000 0000', email: 'shop@example.com', location: 'Accra' },
};
const seller = {
  legalName: 'Kwik Tech Ghana Limited',
  registrationNumber: 'CS123456789',
  dataProtectionNumber: 'PDC/DC/2026/0421',
  address: '24 Kwame Nkrumah Avenue, Accra',
  digitalAddress: 'GA-123-4567',
  phone: '+233 30 123 4567',
  email: 'shop@example.com',
};
const heroes = Array.from({ length: 15 }, (_, index) => ({
  id: index + 1,
  image: [`/images/hero-${index + 1}.png`],
  title: `Hero ${index + 1}`,
  link: '/products',
  cta: 'Shop now',
}));

const open = { opens: '08:00', closes: '18:00' };
const branch = {
  id: 1,
  name: 'Accra Mall',
  address: 'Spintex Road',
  city: 'Accra',
  digitalAddress: 'GA-183-8164',
  phone: '030 250 1234',
  openingHours: [open, open, open, open, open, { opens: '09:00', closes: '16:00' }, null],
  pickup: true,
  fillsDelivery: true,
};

/** The API as the server's renderer reaches it; an unknown product is 404. */
async function transport(url: string): Promise<Response> {
  const { pathname } = new URL(url, 'http://shop.test');
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (pathname === '/api/product/list') return json(200, { success: true, products, total: products.length });
  if (pathname === '/api/hero/list') return json(200, { success: true, heroes });
  if (pathname === '/api/catalogue/lists') {
    const computer = { name: 'Computer', subcategories: ['Laptop', 'Desktop'] };
    return json(200, {
      success: true,
      categories: [computer],
      subcategories: computer.subcategories,
      brands: ['HP'],
    });
  }
  if (pathname === '/api/info/get') return json(200, storeInfo);
  // The seller in every page's footer (decision 0070).
  if (pathname === '/api/info/seller') return json(200, { success: true, seller });
  // The shops of /contacts (decision 0067).
  if (pathname === '/api/branches') return json(200, { success: true, branches: [branch] });
  // The phone's customer reviews (decision 0064) hydrate with it; the other products' answer 404.
  if (pathname === '/api/product/12/reviews') return json(200, productReviewsAnswer());
  const product = /^\/api\/product\/(\d+)$/.exec(pathname);
  const found = products.find((candidate) => String(candidate.id) === product?.[1]);
  if (found) return json(200, { success: true, product: found });
  return json(404, { success: false, message: 'Product not found' });
}

/** Puts the server's page into jsdom's document, as the browser would receive it. */
function loadDocument(html: string, url: string) {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.title = parsed.title;
  document.body.innerHTML = parsed.body.innerHTML;
  window.history.replaceState(null, '', url);
}

describe('the resources React hoists', () => {
  it("go in the head, so the root holds only the app's elements (Preact would move anything else)", async () => {
    vi.resetModules();
    const { renderPage } = await import('./entry-server');
    const page = await renderPage({
      url: '/singleProducts/2',
      origin: 'http://shop.test',
      template: TEMPLATE,
      transport,
    });
    if (!('html' in page)) throw new Error('expected a page, not a redirect');
    const parsed = new DOMParser().parseFromString(page.html, 'text/html');
    const root = parsed.getElementById('root')!;
    expect(root.firstElementChild?.tagName).toBe('DIV');
    expect(root.querySelector('link')).toBeNull();
    const picture = parsed.head.querySelector('link[rel="preload"][as="image"]');
    expect(picture?.getAttribute('fetchpriority')).toBe('high');
  });
});

describe('a product page rendered on the server', () => {
  it('shows the variant its URL names, with its price, stock and pictures, before any script runs', async () => {
    vi.resetModules();
    const { renderPage } = await import('./entry-server');
    const url = '/singleProducts/12?storage=256GB&colour=Blue';
    const page = await renderPage({ url, origin: 'http://shop.test', template: TEMPLATE, transport });
    if (!('html' in page)) throw new Error('expected a page, not a redirect');
    const parsed = new DOMParser().parseFromString(page.html, 'text/html');
    expect(parsed.querySelector('[data-testid="product-price"]')?.textContent).toBe('GHS 1,849.00');
    const checked = [...parsed.querySelectorAll('[role="radio"][aria-checked="true"]')];
    expect(checked.map((radio) => radio.textContent)).toEqual(['256GB', 'Blue']);
    expect(parsed.body.textContent).toContain('Only 2 left');
    expect(parsed.querySelector('img[fetchpriority="high"]')?.getAttribute('src')).toContain('a15-blue-1');
    // Each value is a link to its variant's page: it works before the page has hydrated.
    const black = [...parsed.querySelectorAll('[role="radio"]')].find(
      (radio) => radio.textContent === 'Black',
    );
    expect(black?.getAttribute('href')).toBe('/singleProducts/12?storage=256GB&colour=Black');
  });
});

describe('the browser takes over the server-rendered page', () => {
  beforeEach(() => {
    // The first render in the browser must need no request: the server's cache has it all.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        throw new Error(`The browser asked ${String(input)} while hydrating`);
      }),
    );
    window.matchMedia = undefined as never;
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  // `changes`: pages that legitimately differ once hydrated: the cart is filled in the browser,
  // and the filters open on a wide screen (jsdom has no matchMedia, so it counts as one).
  for (const { url, changes = false } of [
    { url: '/' },
    { url: '/products' },
    { url: '/new_products?category=Phone&sort=price_asc', changes: true },
    { url: '/singleProducts/2' },
    { url: '/singleProducts/12' },
    { url: '/singleProducts/12?storage=256GB&colour=Blue' },
    { url: '/singleProducts/7' },
    { url: '/singleProducts/404' },
    { url: '/about' },
    { url: '/contacts' },
    { url: '/faqs' },
    { url: '/cart', changes: true },
    { url: '/no-such-page' },
  ]) {
    it(`hydrates ${url} with no mismatch and no request`, async () => {
      // Each side with its own modules, as in two processes: React's server and client
      // renderers would otherwise share the contexts' current values.
      vi.resetModules();
      const { renderPage } = await import('./entry-server');
      const page = await renderPage({ url, origin: 'http://shop.test', template: TEMPLATE, transport });
      if (!('html' in page)) throw new Error('expected a page, not a redirect');
      loadDocument(page.html, url);
      const serverHtml = document.getElementById('root')!.innerHTML;

      vi.resetModules();
      const { App } = await import('../app/app');
      const { readPageData } = await import('../app/page-data-script');
      const consoleErrors = vi.spyOn(console, 'error');
      const recoverable: unknown[] = [];
      const root = hydrateRoot(
        document.getElementById('root')!,
        <StrictMode>
          <App dehydratedState={readPageData()} />
        </StrictMode>,
        {
          onRecoverableError: (error, info) =>
            recoverable.push(`${String(error)}${info.componentStack ?? ''}`),
        },
      );
      // Hydration runs in turns (decision 0039): on a busy two-core machine the last turn can come
      // well after vi.waitFor's default second.
      await vi.waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'), {
        timeout: 10_000,
      });
      delete document.documentElement.dataset.hydrated;

      expect(recoverable).toEqual([]);
      expect(consoleErrors).not.toHaveBeenCalled();
      expect(fetch).not.toHaveBeenCalled();
      if (!changes) expect(document.getElementById('root')!.innerHTML).toBe(serverHtml);
      root.unmount();
    });
  }
});
