import {
  ACCOUNT_MESSAGES,
  API_MESSAGES,
  CART_MESSAGES,
  CHECKOUT_MESSAGES,
  formatGhs,
  ORDER_MESSAGES,
  PAY_ONLINE,
} from '@shop/shared';
import { staffToken, uniqueEmail } from '../support/api';
import {
  addToCartFromProductPage,
  cartCount,
  cartLine,
  firstDeliveryCity,
  staffMoveOrder,
  submitLogin,
  toastText,
  twoStockedProducts,
} from './customer-helpers';
import { expect, failedLoad, test } from './fixtures';
import { staffMoveOrderInTruck } from './serial-helpers';

/** Everything a paying customer does, in one browser session, on a fresh database. */
test('customer journey: sign up, cart, checkout with the test provider, track, confirm, delete', async ({
  page,
  pageGuard,
  request,
}) => {
  test.setTimeout(180_000);
  const [first, second] = await twoStockedProducts(request);
  const delivery = await firstDeliveryCity(request);
  const customer = { name: 'Ama Mensah', email: uniqueEmail('journey'), password: 'journey-password-1' };
  const main = page.getByRole('main');

  await test.step('cart and checkout when logged out: the screen message and /login', async () => {
    await page.goto('/cart');
    await expect(toastText(page, CART_MESSAGES.loginToViewCart)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/order');
    await expect(toastText(page, CHECKOUT_MESSAGES.loginToOrder)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('Add To Cart when logged out: toast and /login', async () => {
    await addToCartFromProductPage(page, first);
    await expect(toastText(page, CART_MESSAGES.loginToAdd)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('sign up: toast, back on the product with it in the cart, token in localStorage', async () => {
    await main.getByRole('button', { name: 'Create an account' }).click();
    await expect(main.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await main.getByLabel('Full Name', { exact: true }).fill(customer.name);
    await main.getByLabel('Email', { exact: true }).fill(customer.email);
    await main.getByLabel('Password', { exact: true }).fill(customer.password);
    await main.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/singleProducts/${first.id}$`));
    await expect(toastText(page, ACCOUNT_MESSAGES.registered)).toBeVisible();
    await expect(cartCount(page)).toHaveText('1');
    await page.goto('/profile');
    await expect(main.getByRole('heading', { name: customer.name })).toBeVisible();
    await expect(main.getByText(customer.email)).toBeVisible();
    await expect(page.getByTestId('account-link')).toHaveText('Account');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
  });

  await test.step('a taken email on sign up shows the failure and the reason', async () => {
    pageGuard.allowConsoleError(failedLoad(409), /\/api\/user\/register$/);
    await main.getByRole('button', { name: 'Logout' }).click();
    await expect(toastText(page, ACCOUNT_MESSAGES.loggedOut)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await main.getByRole('button', { name: 'Create an account' }).click();
    await main.getByLabel('Full Name', { exact: true }).fill(customer.name);
    await main.getByLabel('Email', { exact: true }).fill(customer.email);
    await main.getByLabel('Password', { exact: true }).fill(customer.password);
    await main.getByRole('button', { name: 'Sign Up', exact: true }).click();
    const failure = main.getByTestId('auth-failure');
    await expect(failure).toContainText(ACCOUNT_MESSAGES.failedInputs);
    await expect(failure).toContainText(API_MESSAGES.emailTaken);
    await main.getByRole('button', { name: 'Log in here' }).click();
  });

  await test.step('a failed login', async () => {
    pageGuard.allowConsoleError(failedLoad(401), /\/api\/user\/login$/);
    await submitLogin(page, customer.email, 'not-the-password');
    await expect(toastText(page, ACCOUNT_MESSAGES.failedInputs)).toBeVisible();
    const failure = main.getByTestId('auth-failure');
    await expect(failure).toContainText(ACCOUNT_MESSAGES.failedInputs);
    await expect(failure).toContainText(API_MESSAGES.invalidCredentials);
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('log in', async () => {
    await submitLogin(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(toastText(page, ACCOUNT_MESSAGES.loggedIn)).toBeVisible();
    await expect(main.getByRole('heading', { name: customer.name })).toBeVisible();
  });

  await test.step('add the second product (the first went in at sign-up): the count follows without a reload', async () => {
    await expect(cartCount(page)).toHaveText('1');
    await addToCartFromProductPage(page, second);
    await expect(toastText(page, CART_MESSAGES.productAdded)).toBeVisible();
    await expect(cartCount(page)).toHaveText('2');
  });

  await test.step('/cart: +, −, the quantity-1 guard', async () => {
    await page.goto('/cart');
    const line = cartLine(page, first.name);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(line.getByTestId('unit-price')).toHaveText(formatGhs(first.price));
    await line.getByRole('button', { name: /Increase quantity/ }).click();
    await expect(toastText(page, CART_MESSAGES.updated)).toBeVisible();
    await expect(line.getByTestId('quantity')).toHaveText('2');
    await expect(line.getByTestId('line-total')).toContainText(formatGhs(first.price * 2));
    await expect(cartCount(page)).toHaveText('3');
    await line.getByRole('button', { name: /Decrease quantity/ }).click();
    await expect(toastText(page, CART_MESSAGES.decreased)).toBeVisible();
    await expect(line.getByTestId('quantity')).toHaveText('1');
    const minus = line.getByRole('button', { name: /Decrease quantity/ });
    await expect(minus).toHaveAttribute('aria-disabled', 'true');
    await minus.click({ force: true });
    await expect(toastText(page, CART_MESSAGES.cannotDecreaseBelowOne)).toBeVisible();
    await expect(line.getByTestId('quantity')).toHaveText('1');
    await line.getByRole('button', { name: /Increase quantity/ }).click();
    await expect(line.getByTestId('quantity')).toHaveText('2');
  });

  await test.step('remove with confirmation (Keep it first, then Remove)', async () => {
    const line = cartLine(page, second.name);
    await line.getByRole('button', { name: /Remove/ }).click();
    const dialog = page.getByRole('dialog', { name: CART_MESSAGES.confirmRemove });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await line.getByRole('button', { name: /Remove/ }).click();
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(toastText(page, CART_MESSAGES.removed)).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(cartCount(page)).toHaveText('2');
  });

  await test.step('checkout without a city, then with one', async () => {
    await expect(page.getByTestId('summary-fee')).toHaveText(formatGhs(0));
    await main.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(toastText(page, CART_MESSAGES.selectCity)).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    await main.getByLabel('Delivery city').selectOption(delivery.city);
    await expect(page.getByTestId('summary-subtotal')).toHaveText(formatGhs(first.price * 2));
    await expect(page.getByTestId('summary-fee')).toHaveText(formatGhs(delivery.fee));
    await expect(page.getByTestId('summary-total')).toHaveText(formatGhs(first.price * 2 + delivery.fee));
    await main.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(toastText(page, CART_MESSAGES.redirectingToCheckout)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/order\\?city=${encodeURIComponent(delivery.city)}$`));
  });

  await test.step('/order: required fields, then the test popup: Cancel', async () => {
    await expect(main.getByLabel(/^City/)).toHaveValue(delivery.city);
    await expect(main.getByRole('radio', { name: 'Pay with MOMO' })).toHaveAttribute('value', PAY_ONLINE);
    await expect(page.getByTestId('order-total')).toHaveText(formatGhs(first.price * 2 + delivery.fee));
    await main.getByRole('button', { name: 'Place Order and Pay' }).click();
    await expect(toastText(page, CHECKOUT_MESSAGES.fillRequired)).toBeVisible();
    await main.getByLabel(/^First name/).fill('Ama');
    await main.getByLabel(/^Last name/).fill('Mensah');
    await main.getByLabel(/^Email address/).fill(customer.email);
    await main.getByLabel(/^Street/).fill('12 Oxford Street, Osu');
    await main.getByLabel(/^Phone number/).fill('024 123 4567');
    await main.getByRole('button', { name: 'Place Order and Pay' }).click();
    const popup = page.getByRole('dialog', { name: 'Test payment' });
    await expect(popup.getByTestId('test-payment-amount')).toHaveText(
      formatGhs(first.price * 2 + delivery.fee),
    );
    await popup.getByRole('button', { name: 'Cancel' }).click();
    // The shopper's own choice: said once, and not as an error.
    const closed = page.locator('.Toastify__toast').filter({ hasText: CHECKOUT_MESSAGES.windowClosed });
    await expect(closed).toHaveCount(1);
    await expect(closed).toHaveClass(/Toastify__toast--info/);
    await page.waitForTimeout(1000);
    await expect(closed).toHaveCount(1);
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/order/);
  });

  let reference = '';
  await test.step('Pay: verified, placed, cart cleared, /track_order shows it Pending', async () => {
    await main.getByRole('button', { name: 'Place Order and Pay' }).click();
    const popup = page.getByRole('dialog', { name: 'Test payment' });
    await popup.getByRole('button', { name: /^Pay GHS/ }).click();
    // One toast, in the shop's words; the reference is on the order card, not in a toast.
    await expect(toastText(page, CHECKOUT_MESSAGES.orderPlaced)).toBeVisible();
    await expect(page).toHaveURL(/\/track_order$/);
    await expect(page.locator('.Toastify__toast')).toHaveCount(1);
    reference = (await page.getByTestId('order-reference').textContent()) ?? '';
    expect(reference).toMatch(/^[A-Za-z0-9-]+$/);
    await expect(cartCount(page)).toHaveCount(0);
    const card = page.getByTestId('order-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('order-status')).toHaveText('Pending');
    await expect(card.getByText(first.name)).toBeVisible();
    await expect(card.getByText('Quantity: 2')).toBeVisible();
    await expect(card.getByTestId('order-total')).toHaveText(formatGhs(first.price * 2 + delivery.fee));
    await expect(card.getByRole('button', { name: 'Confirm Delivery' })).toHaveCount(0);
  });

  const staff = await staffToken(request);
  const orderId = (await page.getByTestId('order-card').getAttribute('data-order-id'))!;

  await test.step('staff move it to In Transit; the customer confirms delivery', async () => {
    await staffMoveOrderInTruck(request, staff, orderId);
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('In Truck');
    await expect(page.getByRole('button', { name: 'Confirm Delivery' })).toHaveCount(0);
    await staffMoveOrder(request, staff, orderId, 'In Transit');
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('In Transit');
    await page.getByRole('button', { name: 'Confirm Delivery' }).click();
    await expect(toastText(page, ORDER_MESSAGES.deliveryConfirmed)).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Delivered');
    await expect(page.getByRole('button', { name: 'Confirm Delivery' })).toHaveCount(0);
  });

  await test.step('the order as the server keeps it: figures, Paid, the reference, the phone', async () => {
    const answer = await request.get(`/api/admin/orders/${orderId}`, {
      headers: { Authorization: `Bearer ${staff}` },
    });
    expect(answer.ok()).toBeTruthy();
    const { order } = await answer.json();
    expect(order.subtotal).toBeCloseTo(first.price * 2, 2);
    expect(order.shippingFee).toBeCloseTo(delivery.fee, 2);
    expect(order.total).toBeCloseTo(first.price * 2 + delivery.fee, 2);
    expect(order.paymentStatus).toBe('Paid');
    expect(order.paymentReference).toBe(reference);
    expect(order.orderStatus).toBe('Delivered');
    expect(order.city).toBe(delivery.city);
    expect(order.phoneNumber).toBe('+233241234567');
    expect(order.paymentMethod).toBe(PAY_ONLINE);
  });

  await test.step('delete after confirmation; the empty list leads home', async () => {
    await page.getByRole('button', { name: 'Delete order' }).click();
    const dialog = page.getByRole('dialog', { name: ORDER_MESSAGES.confirmDelete });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toastText(page, ORDER_MESSAGES.deleted)).toBeVisible();
    await expect(main.getByText(ORDER_MESSAGES.none, { exact: true })).toBeVisible();
    await main.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('the empty cart: its text and the way to the shop, no city or checkout', async () => {
    await page.goto('/cart');
    await expect(main.getByText(CART_MESSAGES.empty, { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
    await expect(main.getByLabel('Delivery city')).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Proceed to Checkout' })).toHaveCount(0);
    await page.goto('/order');
    await expect(toastText(page, CHECKOUT_MESSAGES.noItems)).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
  });

  await test.step('a revoked token: cleared, and /login with the screen message', async () => {
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    // The page's calls with the revoked token are refused: that is what this step checks. Let
    // them through from before the revoke, since the page may call (a refetch) the moment after.
    pageGuard.allowConsoleError(failedLoad(401), /\/api\//);
    await request.post('/api/user/logout', { headers: { Authorization: `Bearer ${token}` } });
    await page.goto('/track_order');
    await expect(toastText(page, ORDER_MESSAGES.notLoggedIn)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });
});
