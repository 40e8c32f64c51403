import type { APIRequestContext, Page } from '@playwright/test';
import {
  ACCOUNT_MESSAGES,
  API_MESSAGES,
  CART_MESSAGES,
  CHECKOUT_MESSAGES,
  ORDER_MESSAGES,
} from '@shop/shared';
import { registerCustomer, uniqueEmail } from '../support/api';
import { E2E_CONFIRM_AFTER_S, E2E_PAYSTACK_SHOP_URL } from '../support/environment';
import {
  addToCartFromProductPage,
  cartCount,
  firstDeliveryCity,
  type StockedProduct,
  toastText,
} from './customer-helpers';
import { expect, test } from './fixtures';
import {
  deliverChargeSuccess,
  fakePaystackView,
  STUB_POPUP_NAME,
  stubPaystackScript,
} from './paystack-helpers';

/**
 * Checkout with Paystack (decision 0007) on the second shop of the run: Paystack keys, the fake
 * Paystack of support/fake-paystack-server.ts as its API, Paystack's script stubbed in the
 * browser. The server starts the payment; the popup resumes it by access code.
 */
test.use({ baseURL: E2E_PAYSTACK_SHOP_URL });
test.describe.configure({ mode: 'parallel' });

/** A different product for each journey, so that holds and sales never meet. */
async function stockedProduct(request: APIRequestContext, index: number): Promise<StockedProduct> {
  const answer = await (await request.get('/api/product/list?limit=100')).json();
  const stocked = (answer.products as StockedProduct[]).filter(
    (product) => product.stock > 2 && product.price > 0,
  );
  expect(stocked.length).toBeGreaterThan(index);
  return stocked[index]!;
}

/** A shopper signed up through the API, logged in on the page. */
async function loggedInShopper(page: Page, request: APIRequestContext) {
  const shopper = await registerCustomer(request);
  await page.goto('/');
  await page.evaluate((token) => window.localStorage.setItem('token', token), shopper.token);
  return shopper;
}

/** From the product page to the stubbed popup: Add To Cart, a city on /cart, the form, Pay. */
async function payFor(page: Page, product: StockedProduct, city: string, email: string) {
  const main = page.getByRole('main');
  await addToCartFromProductPage(page, product);
  await expect(toastText(page, CART_MESSAGES.productAdded)).toBeVisible();
  await page.goto('/cart');
  await main.getByLabel('Delivery city').selectOption(city);
  await main.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/order\?city=/);
  await main.getByLabel(/^First name/).fill('Ama');
  await main.getByLabel(/^Last name/).fill('Mensah');
  await main.getByLabel(/^Email address/).fill(email);
  await main.getByLabel(/^Street/).fill('12 Oxford Street, Osu');
  await main.getByLabel(/^Phone number/).fill('024 123 4567');
  await main.getByRole('button', { name: 'Place Order and Pay' }).click();
  const popup = page.getByRole('dialog', { name: STUB_POPUP_NAME });
  await expect(popup).toBeVisible();
  return popup;
}

test('Paystack: sign up, pay in the popup, the order on /track_order', async ({ page, request }) => {
  const product = await stockedProduct(request, 0);
  const delivery = await firstDeliveryCity(request);
  const customer = { name: 'Kofi Boateng', email: uniqueEmail('paystack'), password: 'paystack-password-1' };
  const main = page.getByRole('main');
  await stubPaystackScript(page);

  await test.step('sign up', async () => {
    await page.goto('/login');
    await main.getByRole('button', { name: 'Create an account' }).click();
    await main.getByLabel('Full Name', { exact: true }).fill(customer.name);
    await main.getByLabel('Email', { exact: true }).fill(customer.email);
    await main.getByLabel('Password', { exact: true }).fill(customer.password);
    await main.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(toastText(page, ACCOUNT_MESSAGES.registered)).toBeVisible();
  });

  let reference = '';
  await test.step('Pay, then Pay in the popup: the first version toasts and /track_order', async () => {
    const popup = await payFor(page, product, delivery.city, customer.email);
    await popup.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(toastText(page, CHECKOUT_MESSAGES.orderPlaced)).toBeVisible();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/track_order$/);
    await expect(cartCount(page)).toHaveCount(0);
    const card = page.getByTestId('order-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByText(product.name)).toBeVisible();
    await expect(card.getByTestId('order-payment')).toHaveText('Paid');
    reference = (await card.getByTestId('order-reference').textContent()) ?? '';
    expect(reference).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  await test.step("the fake saw one initialize with the server's amount and the verified reference", async () => {
    const view = await fakePaystackView(request, customer.email);
    expect(view.initializations).toBe(1);
    expect(view.transactions).toEqual([
      expect.objectContaining({
        reference,
        amount: Math.round((product.price + delivery.fee) * 100),
        currency: 'GHS',
        status: 'success',
      }),
    ]);
    expect(view.verified).toContain(reference);
    expect(view.webhooks).toEqual([]);
  });
});

test('Paystack: Cancel in the popup places no order', async ({ page, request }) => {
  const product = await stockedProduct(request, 1);
  const delivery = await firstDeliveryCity(request);
  const shopper = await loggedInShopper(page, request);
  await stubPaystackScript(page);

  const popup = await payFor(page, product, delivery.city, shopper.email);
  await popup.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(toastText(page, CHECKOUT_MESSAGES.windowClosed)).toBeVisible();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(/\/order/);
  await expect(page.getByRole('main').getByRole('button', { name: 'Place Order and Pay' })).toBeEnabled();

  await page.goto('/track_order');
  await expect(page.getByRole('main').getByText(ORDER_MESSAGES.none, { exact: true })).toBeVisible();
  await expect(page.getByTestId('order-card')).toHaveCount(0);
  const view = await fakePaystackView(request, shopper.email);
  expect(view.transactions).toEqual([expect.objectContaining({ status: 'abandoned' })]);
});

/** Pays in a popup that never reports back, then closes the page: the shop never hears of it. */
async function payAndClose(page: Page, request: APIRequestContext, index: number) {
  const product = await stockedProduct(request, index);
  const delivery = await firstDeliveryCity(request);
  const shopper = await loggedInShopper(page, request);
  await stubPaystackScript(page, { reportSuccess: false });
  const popup = await payFor(page, product, delivery.city, shopper.email);
  await popup.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(popup.getByRole('status')).toHaveText(/^Paid /);
  const reference = (await popup.getByRole('status').textContent())!.replace('Paid ', '');
  await page.close();
  return { product, shopper, reference };
}

/** A new page of the same account finds the order on /track_order, Paid, and the cart emptied. */
async function expectOrderOnNewPage(page: Page, product: StockedProduct) {
  await page.goto('/track_order');
  const card = page.getByTestId('order-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByText(product.name)).toBeVisible();
  await expect(card.getByTestId('order-payment')).toHaveText('Paid');
  await expect(cartCount(page)).toHaveCount(0);
}

test('Paystack: paid and closed before verify, the signed webhook places the order', async ({
  context,
  page,
  request,
}) => {
  const { product, shopper, reference } = await payAndClose(page, request, 2);
  const delivered = await deliverChargeSuccess(request, reference);
  expect(delivered.status).toBe(200);
  expect(JSON.parse(delivered.body)).toMatchObject({ success: true, message: API_MESSAGES.webhookReceived });

  await expectOrderOnNewPage(await context.newPage(), product);
  // Settled by the webhook itself: nobody asked Paystack about the reference.
  const view = await fakePaystackView(request, shopper.email);
  expect(view.webhooks).toEqual([reference]);
  expect(view.verified).toEqual([]);
});

test('Paystack: paid and closed before verify, no webhook: the sweeper asks Paystack', async ({
  context,
  page,
  request,
}) => {
  const { product, shopper, reference } = await payAndClose(page, request, 3);
  // The sweeper asks about pending checkouts older than CHECKOUT_CONFIRM_AFTER_S, every second.
  await expect
    .poll(async () => (await fakePaystackView(request, shopper.email)).verified, {
      timeout: (E2E_CONFIRM_AFTER_S + 15) * 1000,
    })
    .toContain(reference);

  // Settled in the same sweep, right after the provider's answer.
  await expect
    .poll(async () => {
      const answer = await request.get('/api/orders/order', {
        headers: { Authorization: `Bearer ${shopper.token}` },
      });
      return ((await answer.json()).orders as unknown[] | undefined)?.length;
    })
    .toBe(1);
  await expectOrderOnNewPage(await context.newPage(), product);
  expect((await fakePaystackView(request, shopper.email)).webhooks).toEqual([]);
});
