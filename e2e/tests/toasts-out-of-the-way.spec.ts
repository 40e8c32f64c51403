import type { Page } from '@playwright/test';
import { CART_MESSAGES, CHECKOUT_LABELS, PRODUCT_LABELS } from '@shop/shared';
import { registerCustomer } from '../support/api';
import { firstDeliveryCity, toastText, twoStockedProducts } from './customer-helpers';
import { expect, test } from './fixtures';
import { seriousAccessibilityProblems } from './serious-accessibility-problems';
import { storeToken } from './storefront-helpers';

/** A toast's top edge is at or below the sticky header's bottom edge: search and cart stay free. */
async function expectBelowHeader(page: Page, text: string) {
  const toast = toastText(page, text);
  await expect(toast).toBeVisible();
  // Wait for the entrance animation to end: the box is read where the toast comes to rest.
  await page.waitForTimeout(800);
  const header = (await page.locator('header').first().boundingBox())!;
  const shown = (await page.locator('.Toastify__toast').filter({ hasText: text }).first().boundingBox())!;
  expect(shown.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px toasts start below the header, and "Redirecting to checkout..." leaves with the cart`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const [product] = await twoStockedProducts(page.request);
    const delivery = await firstDeliveryCity(page.request);
    const customer = await registerCustomer(page.request);
    await storeToken(page, customer.token);
    const main = page.getByRole('main');

    await page.goto(`/singleProducts/${product.id}`);
    await main.getByRole('button', { name: PRODUCT_LABELS.addToCart, exact: true }).click();
    await expectBelowHeader(page, CART_MESSAGES.productAdded);
    // The search box is not under any toast: it takes a tap.
    await page.getByRole('combobox').first().click({ trial: true, timeout: 2000 });

    await page.goto('/cart');
    await main.getByLabel('Delivery city').selectOption(delivery.city);
    await main.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(main.getByRole('heading', { level: 1, name: CHECKOUT_LABELS.title })).toBeVisible();
    // Gone once the checkout shows, not 5 seconds later over the checkout's own messages.
    await expect(page.locator('.Toastify').getByText(CART_MESSAGES.redirectingToCheckout)).toHaveCount(0, {
      timeout: 2000,
    });
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });
}
