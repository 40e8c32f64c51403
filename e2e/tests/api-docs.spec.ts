import { expect, test } from './fixtures';

/**
 * Decision 0022: the API reference at /api/docs renders the shop's OpenAPI document in
 * Chromium under the shop's Content-Security-Policy. The fixture fails the test on any CSP
 * violation or console error of the page.
 */
test('the API reference page shows every area of the API and a call in full', async ({ page }) => {
  const documentAnswer = page.waitForResponse((response) => response.url().endsWith('/api/docs/json'));
  await page.goto('/api/docs');
  expect((await documentAnswer).status()).toBe(200);
  await expect(page.getByRole('heading', { name: /Kwik Tech Ghana API/ })).toBeVisible();
  for (const area of ['catalogue', 'account', 'cart', 'checkout and orders', 'admin']) {
    // A tag's heading reads its name, then its description.
    await expect(page.getByRole('heading', { name: new RegExp(`^${area} [A-Z]`) })).toBeVisible();
  }
  // One call opened: its parameters and its answers, the error shape included.
  const list = page.locator('.opblock').filter({ hasText: '/api/product/list' }).first();
  await list.locator('.opblock-summary').click();
  await expect(list.getByText('category', { exact: true }).first()).toBeVisible();
  await expect(list.getByText('4XX', { exact: true })).toBeVisible();
  // A call behind the bearer token shows the lock.
  const cart = page.locator('.opblock').filter({ hasText: '/api/cart' }).first();
  await expect(cart.locator('.authorization__btn')).toBeVisible();
});
