import type { APIRequestContext } from '@playwright/test';
import { CHECKOUT_MESSAGES, CHECKOUT_RESUME_TEXT, formatGhs, OFFLINE_MESSAGES } from '@shop/shared';
import { createProduct, registerCustomer, staffToken } from '../support/api';
import { firstDeliveryCity, type StockedProduct, toastText } from './customer-helpers';
import { expect, test, unansweredLoad } from './fixtures';
import { waitForOfflineCopy } from './offline-helpers';
import { storeToken } from './storefront-helpers';

// The shop's service worker is what these journeys test (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * A product of the test's own: it counts the units its one order holds, and a journey in
 * another worker buying the demo catalogue's first product would change that count under it.
 */
async function productOfItsOwn(request: APIRequestContext): Promise<StockedProduct> {
  return createProduct(request, await staffToken(request), {
    name: `Offline Charger E2E ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`,
    price: 150,
    category: 'Accessories',
    subcategory: 'Charger',
    brand: 'Anker',
    description: 'A charger made by a browser test, bought once while the signal drops.',
    stock: 5,
  });
}

/**
 * A started checkout resumes (docs/product/storefront.md#order-page): the connection drops on /order after Pay; a reload (here while still
 * offline) finds the same pending order, and back online it resumes: same order, same held
 * stock, one order placed.
 */
test('a pending checkout survives a reload while offline and resumes online: one order, stock taken once', async ({
  page,
  context,
  request,
  pageGuard,
}) => {
  test.setTimeout(120_000);
  pageGuard.allowConsoleError(unansweredLoad);
  const product = await productOfItsOwn(request);
  const delivery = await firstDeliveryCity(request);
  const customer = await registerCustomer(request);
  const headers = { Authorization: `Bearer ${customer.token}` };
  const added = await request.post('/api/cart/add', {
    headers,
    data: { productId: product._id, quantity: 1 },
  });
  expect(added.ok()).toBeTruthy();
  const stockBefore = (await (await request.get(`/api/product/${product.id}`)).json()).product
    .stock as number;
  await storeToken(page, customer.token);
  const main = page.getByRole('main');

  await page.goto('/');
  await waitForOfflineCopy(page);
  await page.goto(`/order?city=${encodeURIComponent(delivery.city)}`);
  await main.getByLabel(/^First name/).fill('Ama');
  await main.getByLabel(/^Last name/).fill('Mensah');
  await main.getByLabel(/^Email address/).fill(customer.email);
  await main.getByLabel(/^Street/).fill('12 Oxford Street, Osu');
  await main.getByLabel(/^Phone number/).fill('024 123 4567');
  await main.getByRole('button', { name: 'Place Order and Pay' }).click();
  const popup = page.getByRole('dialog', { name: 'Test payment' });
  await expect(popup).toBeVisible();
  // The pending order holds the stock from here on.
  await expect
    .poll(async () => (await (await request.get(`/api/product/${product.id}`)).json()).product.stock)
    .toBe(stockBefore - 1);

  await test.step('the signal drops: a reload shows the kept order, not a failure', async () => {
    await context.setOffline(true);
    await page.reload();
    await expect(main.getByText(CHECKOUT_RESUME_TEXT.offline)).toBeVisible();
    await expect(page.getByTestId('offline-bar')).toHaveText(OFFLINE_MESSAGES.offlineBar);
    await expect(main.getByText(formatGhs(product.price + delivery.fee))).toBeVisible();
  });

  await test.step('back online: the same pending order, awaiting payment, with the details kept', async () => {
    // Online again, the page starts the kept checkout again to learn where it stands; Pay is
    // disabled meanwhile, so the journey waits for that answer before it pays.
    const resumed = page.waitForResponse((response) => response.url().endsWith('/api/orders/start'));
    await context.setOffline(false);
    await resumed;
    await expect(page.getByTestId('pending-checkout')).toHaveText(CHECKOUT_RESUME_TEXT.awaitingPayment);
    await expect(main.getByLabel(/^Street/)).toHaveValue('12 Oxford Street, Osu');
    await expect(page.getByTestId('order-total')).toHaveText(formatGhs(product.price + delivery.fee));
    // Resuming holds no second unit.
    expect((await (await request.get(`/api/product/${product.id}`)).json()).product.stock).toBe(
      stockBefore - 1,
    );
  });

  await test.step('Pay finishes it: one order, the stock taken once', async () => {
    await main.getByRole('button', { name: 'Place Order and Pay' }).click();
    await popup.getByRole('button', { name: /^Pay GHS/ }).click();
    await expect(toastText(page, CHECKOUT_MESSAGES.orderPlaced)).toBeVisible();
    await expect(page).toHaveURL(/\/track_order$/);
    await expect(page.getByTestId('order-card')).toHaveCount(1);
    const { orders } = await (await request.get('/api/orders/order', { headers })).json();
    expect(orders).toHaveLength(1);
    expect((await (await request.get(`/api/product/${product.id}`)).json()).product.stock).toBe(
      stockBefore - 1,
    );
  });
});
