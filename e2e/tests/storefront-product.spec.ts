import {
  CART_MESSAGES,
  CATALOGUE_MESSAGES,
  formatGhs,
  NAV_LABELS,
  PRODUCT_LABELS,
  SHOP_NAME,
  truncate,
} from '@shop/shared';
import { registerCustomer } from '../support/api';
import { expect, failedLoad, test } from './fixtures';
import { listProducts, storeToken, toast } from './storefront-helpers';

test.describe('product page', () => {
  test('shows gallery, price, details, Show More / Show Less and related products', async ({ page }) => {
    const [product] = await listProducts(page, 'category=Phone&limit=1');
    await page.goto(`/singleProducts/${product!.id}`);
    await expect(page).toHaveTitle(`${product!.name} | ${SHOP_NAME}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name);
    await expect(page.getByTestId('product-price')).toHaveText(formatGhs(product!.price));
    await expect(page.getByTestId('product-price')).toHaveText(/^GHS \d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(page.getByText(truncate(product!.description, 60))).toBeVisible();
    await page.getByRole('button', { name: PRODUCT_LABELS.showMore }).click();
    await expect(page.getByText(product!.description)).toBeVisible();
    await page.getByRole('button', { name: PRODUCT_LABELS.showLess }).click();
    await expect(page.getByRole('button', { name: PRODUCT_LABELS.showMore })).toBeVisible();
    const thumbnails = page.getByRole('button', { name: /Show image/ });
    if ((await thumbnails.count()) > 1) {
      await thumbnails.nth(1).click();
      await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true');
    }
    const related = page.locator('ul[aria-labelledby="related-heading"] > li');
    await expect(related.first()).toBeVisible();
    expect(await related.count()).toBeLessThanOrEqual(5);
    await expect(related.locator(`a[href="/singleProducts/${product!.id}"]`)).toHaveCount(0);
  });

  test('serves the product title, Open Graph and JSON-LD in the HTML itself', async ({ request }) => {
    const products = (await (await request.get('/api/product/list?limit=1')).json()).products;
    const html = await (await request.get(`/singleProducts/${products[0].id}`)).text();
    expect(html).toContain('property="og:title"');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd.offers.priceCurrency).toBe('GHS');
    expect(jsonLd.image[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\//);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/singleProducts/${products[0].id}</loc>`);
    expect(await (await request.get('/robots.txt')).text()).toContain('/sitemap.xml');
  });

  test('Add To Cart without an account toasts the original text and goes to /login', async ({ page }) => {
    const product = (await listProducts(page)).find((candidate) => candidate.stock > 0)!;
    await page.goto(`/singleProducts/${product.id}`);
    await page.getByRole('button', { name: PRODUCT_LABELS.addToCart }).click();
    await expect(toast(page, CART_MESSAGES.loginToAdd)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Add To Cart with an account adds the product and the header count follows', async ({ page }) => {
    const { token } = await registerCustomer(page.request);
    await storeToken(page, token);
    const product = (await listProducts(page)).find((candidate) => candidate.stock > 5)!;
    await page.goto(`/singleProducts/${product.id}`);
    await expect(page.getByRole('banner').getByRole('link', { name: NAV_LABELS.account })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await page.getByRole('button', { name: PRODUCT_LABELS.addToCart }).click();
    await expect(toast(page, CART_MESSAGES.productAdded)).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('out of stock replaces Add To Cart; low stock says how many are left', async ({ page }) => {
    const products = await listProducts(page);
    const soldOut = products.find((product) => product.stock === 0);
    const low = products.find((product) => product.stock > 0 && product.stock < 5);
    test.skip(!soldOut || !low, 'the demo catalogue has no sold-out or low-stock product');
    await page.goto(`/singleProducts/${soldOut!.id}`);
    await expect(page.getByText(PRODUCT_LABELS.outOfStock, { exact: true }).first()).toBeVisible();
    await expect(
      page.getByTestId('buy-bar').getByText(PRODUCT_LABELS.outOfStock, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: PRODUCT_LABELS.addToCart })).toHaveCount(0);
    await page.goto(`/singleProducts/${low!.id}`);
    await expect(page.getByText(PRODUCT_LABELS.onlyLeft(low!.stock), { exact: true })).toBeVisible();
  });

  test('an unknown product shows a clear not-found state with a way back', async ({ page, pageGuard }) => {
    // The page itself answers 404 (server-rendered), which Chromium reports in the console.
    pageGuard.allowConsoleError(failedLoad(404), /\/singleProducts\/987654$/);
    await page.goto('/singleProducts/987654');
    await expect(page.getByRole('heading', { name: CATALOGUE_MESSAGES.productNotFound })).toBeVisible();
    await page.getByRole('link', { name: PRODUCT_LABELS.backToProducts }).click();
    await expect(page).toHaveURL(/\/products$/);
  });
});
