import {
  LISTING_LABELS,
  LOW_PRICE_THRESHOLD,
  NAV_LABELS,
  PAGE_META,
  PRODUCT_PAGE_SIZE_DEFAULT,
  SHOP_NAME,
} from '@shop/shared';
import { expect, test } from './fixtures';

const priceOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const cardPrices = async (page: import('@playwright/test').Page) =>
  (await page.locator('main ul > li a span.font-bold').allTextContents()).map(priceOf);

test.describe('product listings', () => {
  test('/products pages with Load more', async ({ page }) => {
    await page.goto('/products');
    await expect(page).toHaveTitle(`${PAGE_META.products.title} | ${SHOP_NAME}`);
    const cards = page.locator('ul[aria-labelledby="products-heading"] > li');
    await expect(cards).toHaveCount(PRODUCT_PAGE_SIZE_DEFAULT);
    const total = (await (await page.request.get('/api/product/list?limit=1')).json()).total as number;
    await expect(page.getByTestId('result-count')).toHaveText(LISTING_LABELS.resultCount(total));
    await page.getByRole('button', { name: LISTING_LABELS.loadMore }).click();
    await expect(cards).toHaveCount(Math.min(total, PRODUCT_PAGE_SIZE_DEFAULT * 2));
    const images = page.locator('ul[aria-labelledby="products-heading"] img');
    await expect(images.last()).toHaveAttribute('loading', 'lazy');
    await expect(images.last()).toHaveAttribute('width', /\d+/);
    await expect(images.last()).toHaveAttribute('alt', /.+/);
  });

  test(`/low_price shows only products under GHS ${LOW_PRICE_THRESHOLD} with its label`, async ({ page }) => {
    await page.goto('/low_price');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAV_LABELS.lowPrice);
    expect(NAV_LABELS.lowPrice).toBe('UNDER GHS 400');
    await expect(page.locator('ul[aria-labelledby="low-price-heading"] > li').first()).toBeVisible();
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBeLessThan(LOW_PRICE_THRESHOLD);
  });

  test('/new_products keeps checkboxes and sort in the URL, survives a reload and updates the count', async ({
    page,
  }) => {
    await page.goto('/new_products');
    const count = page.getByTestId('result-count');
    const before = await count.textContent();
    await page.getByRole('checkbox', { name: 'Phone', exact: true }).check();
    await expect(page).toHaveURL(/category=Phone/);
    await expect(count).not.toHaveText(before ?? '');
    await page
      .locator('summary')
      .filter({ hasText: new RegExp(`^${LISTING_LABELS.brand}`) })
      .click();
    await page.getByRole('checkbox', { name: 'Samsung', exact: true }).check();
    await page.getByLabel(LISTING_LABELS.sort).selectOption('price_asc');
    await expect(page).toHaveURL(/category=Phone&brand=Samsung&sort=price_asc/);
    const expected = (
      await (await page.request.get('/api/product/list?category=Phone&brand=Samsung&limit=1')).json()
    ).total as number;
    await expect(count).toHaveText(LISTING_LABELS.resultCount(expected));
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((first, second) => first - second));

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Phone', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Samsung', exact: true })).toBeChecked();
    await expect(page.getByLabel(LISTING_LABELS.sort)).toHaveValue('price_asc');
    await expect(count).toHaveText(LISTING_LABELS.resultCount(expected));
  });

  test('/new_products opens straight from a shared link', async ({ page }) => {
    await page.goto('/new_products?category=Computer&brand=HP&sort=price_desc');
    await expect(page.getByRole('checkbox', { name: 'HP', exact: true })).toBeChecked();
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((first, second) => second - first));
  });
});
