import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

/** Pictures for a person to look at (e2e/screenshots/, ignored by git); they assert only the layout width. */
const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
const widths = [360, 1280];

test.describe('screenshots', () => {
  test.beforeAll(() => mkdirSync(folder, { recursive: true }));

  for (const width of widths) {
    test(`/, a product page and /new_products at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const [product] = (await (await page.request.get('/api/product/list?limit=1')).json()).products;
      const pages = [
        { name: 'home', url: '/' },
        { name: 'product', url: `/singleProducts/${product.id}` },
        { name: 'new-products', url: '/new_products?category=Phone' },
      ];
      for (const { name, url } of pages) {
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        // The route's code and its first answers are in: no loading spinner is left on the page.
        await expect(page.locator('main [role="status"]:has-text("Loading")')).toHaveCount(0);
        await expect(page.locator('main h1, main h2').first()).toBeVisible();
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${url} scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
        // Pictures below the fold load as they come near: scroll down to the end, as a shopper
        // would, and wait until they have arrived, so the screenshot shows them all (hidden
        // carousel slides stay unloaded, as they should).
        for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(50);
        }
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true });
      }
    });
  }
});
