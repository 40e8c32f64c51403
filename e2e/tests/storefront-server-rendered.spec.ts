import type { APIRequestContext, Page } from '@playwright/test';
import { formatGhs, HOME_HEADINGS, type Product, SHOP_NAME } from '@shop/shared';
import { expect, failedLoad, test } from './fixtures';

/** The public pages, each of which the server renders whole (decision 0009). */
const PUBLIC_PAGES = [
  '/',
  '/products',
  '/low_price',
  '/new_products',
  '/new_products?category=Phone&sort=price_asc',
  '/singleProducts/1',
  '/about',
  '/contacts',
  '/faqs',
  '/privacy',
  '/term',
];

async function products(request: APIRequestContext, query: string): Promise<Product[]> {
  const response = await request.get(`/api/product/list?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).products as Product[];
}

/** The names of a list's product cards, in the order they stand (a card's text may be cut short; its picture's alt is whole). */
const cardNames = (page: Page, list: string) =>
  page
    .locator(`main ul[aria-labelledby="${list}"] > li img`)
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('home shows its products and their GHS prices', async ({ page, request }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(SHOP_NAME);
    await expect(page.getByRole('heading', { name: HOME_HEADINGS.topSelling })).toBeVisible();
    const topSelling = await products(request, 'flag=top&limit=10');
    const names = await cardNames(page, 'home-top-selling');
    expect(names.slice(0, 3)).toEqual(topSelling.slice(0, 3).map((product) => product.name));
    const strip = page.locator('main ul[aria-labelledby="home-top-selling"]');
    for (const product of topSelling.slice(0, 3)) {
      await expect(strip.getByText(formatGhs(product.price)).first()).toBeVisible();
    }
  });

  test('a product page shows its name, price and description', async ({ page, request }) => {
    const [product] = await products(request, 'limit=1');
    await page.goto(`/singleProducts/${product!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    await expect(page.getByTestId('product-price')).toHaveText(formatGhs(product!.price));
    await expect(page).toHaveTitle(`${product!.name} | ${SHOP_NAME}`);
  });

  test('/new_products lists the phones cheapest first, as its URL asks', async ({ page, request }) => {
    await page.goto('/new_products?category=Phone&sort=price_asc');
    const expected = await products(request, 'category=Phone&sort=price_asc&limit=12');
    expect(expected.length).toBeGreaterThan(2);
    const names = await cardNames(page, 'filter-heading');
    expect(names.slice(0, expected.length)).toEqual(expected.map((product) => product.name));
    const prices = (
      await page.locator('main ul[aria-labelledby="filter-heading"] > li').allTextContents()
    ).map((text) => Number(/GHS\s*([\d,]+\.\d{2})/.exec(text)?.[1]?.replace(/,/g, '')));
    expect(prices.every((price) => price > 0)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });
});

test.describe('hydration', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} hydrates the server's HTML in place, without asking the API again`, async ({ page }) => {
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
      });
      // Every element the server sent, and any of them the browser removes or moves while it takes the
      // page over: hydrating in turns (lib/hydration-turns.ts) must keep each part's server DOM.
      await page.addInitScript(() => {
        const removed: string[] = [];
        Object.assign(window, { removedServerElements: removed });
        document.addEventListener('DOMContentLoaded', () => {
          const root = document.getElementById('root');
          if (!root) return;
          const sent = new WeakSet<Node>(Array.from(root.querySelectorAll('*')));
          new MutationObserver((records) => {
            for (const record of records) {
              for (const node of Array.from(record.removedNodes)) {
                if (node instanceof Element && sent.has(node)) removed.push(node.outerHTML.slice(0, 80));
              }
            }
          }).observe(root, { childList: true, subtree: true });
        });
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const removed = await page.evaluate(
        () => (window as unknown as { removedServerElements: string[] }).removedServerElements,
      );
      expect(removed).toEqual([]);
      // The server linked the page's code (ssr/page-chunks.ts): the browser adds no link of its own.
      const linked = await page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length);
      const sent = (await page.request.get(path).then((response) => response.text())).match(
        /<link rel="modulepreload"/g,
      )?.length;
      expect(linked).toBe(sent);
      // The header's menu button answers only once the page has hydrated.
      await page.setViewportSize({ width: 360, height: 740 });
      const menu = page.getByRole('button', { name: /menu/i });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await page.waitForLoadState('networkidle');
      expect(apiCalls).toEqual([]);
      // Console errors, hydration warnings and CSP violations fail the test (fixtures.ts).
    });
  }

  test('an unknown path answers 404 with the not-found page', async ({ page, pageGuard }) => {
    pageGuard.allowConsoleError(failedLoad(404), /\/no-such-page$/);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: /home/i })).toBeVisible();
  });
});
