import { API_MESSAGES, CART_MESSAGES } from '@shop/shared';
import { registerCustomer } from '../support/api';
import { addToCartFromProductPage, toastText, twoStockedProducts } from './customer-helpers';
import { expect, failedLoad, test, unansweredLoad } from './fixtures';

/**
 * Failures the real server will not produce on demand, made by answering in its place in the
 * browser: a refused add (the server's reason after the first version's words), no answer at all, and
 * a delivery-fee list that does not load.
 */
test.describe('cart failures', () => {
  test.beforeEach(async ({ page, request }) => {
    const customer = await registerCustomer(request);
    await page.addInitScript((token) => window.localStorage.setItem('token', token), customer.token);
  });

  test('Add To Cart refused by the server, then unanswered', async ({ page, pageGuard, request }) => {
    pageGuard.allowConsoleError(failedLoad(409), /\/api\/cart\/add$/);
    pageGuard.allowConsoleError(unansweredLoad, /\/api\/cart\/add$/);
    const [product] = await twoStockedProducts(request);
    const refusal = API_MESSAGES.outOfStock(product.name);
    await page.route('**/api/cart/add', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: refusal }),
      }),
    );
    await addToCartFromProductPage(page, product);
    await expect(toastText(page, CART_MESSAGES.addFailedWithStatus(refusal))).toBeVisible();

    await page.unroute('**/api/cart/add');
    await page.route('**/api/cart/add', (route) => route.abort('connectionrefused'));
    await page.getByRole('main').getByRole('button', { name: 'Add To Cart', exact: true }).click();
    await expect(toastText(page, CART_MESSAGES.addFailed)).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
  });

  test('the delivery fees do not load: the original text, and the fee stays 0', async ({
    page,
    request,
    pageGuard,
  }) => {
    pageGuard.allowConsoleError(unansweredLoad, /\/api\/delivery-fees\/$/);
    await page.route('**/api/delivery-fees/', (route) => route.abort('connectionrefused'));
    // A cart with an item: an empty one offers no city (decision 0050).
    const [product] = await twoStockedProducts(request);
    await addToCartFromProductPage(page, product);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.goto('/cart');
    await expect(toastText(page, CART_MESSAGES.deliveryFeesFailed)).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('alert').filter({ hasText: CART_MESSAGES.deliveryFeesFailed }),
    ).toBeVisible();
    await expect(page.getByTestId('summary-fee')).toHaveText('GHS 0.00');
  });
});
