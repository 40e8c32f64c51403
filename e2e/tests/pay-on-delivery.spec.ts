import { type APIRequestContext, expect as baseExpect } from '@playwright/test';
import { ADMIN_ORDER_TEXTS, formatGhs, PAY_ON_DELIVERY_TEXTS } from '@shop/shared';
import { staffToken } from '../support/api';
import { signInAsStaff } from './admin-helpers';
import { cartCount, toastText } from './customer-helpers';
import { expect, failedLoad, test } from './fixtures';
import {
  POD_CITY,
  placeOrderOnDelivery,
  productForPayOnDelivery,
  streetOf,
  verifiedShopper,
} from './pay-on-delivery-helpers';
import { staffMoveOrderInTruck } from './serial-helpers';
import { storeToken } from './storefront-helpers';

// Decision 0034: pay on delivery on the first e2e shop (the test provider, SMS on, so a verified
// phone is asked for; the demo shop allows it in Accra, Tema and Kumasi up to GHS 3,000).

const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The shopper's orders as the server lists them. */
async function ordersOf(request: APIRequestContext, headers: Record<string, string>) {
  const answer = await request.get('/api/orders/order', { headers });
  baseExpect(answer.ok()).toBeTruthy();
  return (await answer.json()).orders as { _id: string; paymentStatus: string; paymentMethod: string }[];
}

/** Cash collected at the door over the last days, as the dashboard's figures count it. */
async function cashCollected(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.get('/api/admin/collections', {
    headers: { Authorization: `Bearer ${token}` },
  });
  baseExpect(answer.ok(), await answer.text()).toBeTruthy();
  return (await answer.json()).totals.cash;
}

test('a shopper in Accra pays on delivery: the order is placed, /track_order says what to have ready, the cart is empty', async ({
  page,
  request,
}) => {
  const shopper = await verifiedShopper(request);
  const product = await productForPayOnDelivery(request);
  const added = await request.post('/api/cart/add', {
    headers: shopper.headers,
    data: { productId: product._id, quantity: 1 },
  });
  expect(added.ok()).toBeTruthy();
  const total = Math.round((product.price + product.fee) * 100) / 100;
  await storeToken(page, shopper.token);

  await page.goto(`/order?city=${POD_CITY}`);
  const main = page.getByRole('main');
  await expect(page.getByTestId('order-total')).toHaveText(formatGhs(total));
  const payNow = main.getByRole('radio', { name: /^Pay now \(mobile money or card\)/ });
  const onDeliveryName = /^Pay on delivery \(cash or mobile money to the rider\)/;
  const onDelivery = main.getByRole('radio', { name: onDeliveryName });
  await expect(payNow).toBeChecked();
  await expect(main.getByRole('button', { name: 'Place Order and Pay' })).toBeVisible();
  // A whole option is the target, at least 44 px high.
  const box = await main
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: onDeliveryName }) })
    .boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);

  await main.getByLabel(/^First name/).fill('Abena');
  await main.getByLabel(/^Last name/).fill('Owusu');
  await main.getByLabel(/^Email address/).fill(shopper.email);
  await main.getByLabel(/^Street/).fill(streetOf(shopper));
  // The verified phone is offered already; the shop asks for it with pay on delivery.
  await expect(main.getByLabel(/^Phone number/)).not.toHaveValue('');
  await onDelivery.check();
  await main.getByRole('button', { name: PAY_ON_DELIVERY_TEXTS.placeOrder }).click();

  await expect(page).toHaveURL(/\/track_order$/);
  await expect(toastText(page, /^Order KTG-\d+ placed! You pay on delivery\.$/)).toBeVisible();
  await expect(page.getByTestId('pay-on-delivery-placed')).toHaveText(
    PAY_ON_DELIVERY_TEXTS.haveReady(formatGhs(total)),
  );
  await expect(cartCount(page)).toHaveCount(0);
  const card = page.getByTestId('order-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('order-status')).toHaveText('Pending');
  await expect(card.getByTestId('order-payment')).toHaveText('To pay on delivery');
  await expect(card.getByTestId('order-how-paid')).toHaveText(
    PAY_ON_DELIVERY_TEXTS.howPaid.toPayOnDelivery(formatGhs(total)),
  );
  await expect(card.getByRole('button', { name: PAY_ON_DELIVERY_TEXTS.payNow })).toBeVisible();

  // One order, to pay on delivery; nothing left in the server's cart.
  const orders = await ordersOf(request, shopper.headers);
  expect(orders.map((order) => [order.paymentMethod, order.paymentStatus])).toEqual([
    ['pay-on-delivery', 'To pay on delivery'],
  ]);
  const cart = await (await request.get('/api/cart', { headers: shopper.headers })).json();
  expect(cart.cartItems).toEqual([]);

  // /profile says how the order is paid too.
  await page.goto('/profile');
  await expect(page.getByTestId('recent-order-how-paid')).toHaveText(
    PAY_ON_DELIVERY_TEXTS.howPaid.toPayOnDelivery(formatGhs(total)),
  );
});

test('a second order to pay on delivery is refused on /order with the rule and what to do instead', async ({
  page,
  pageGuard,
  request,
}) => {
  const shopper = await verifiedShopper(request, 'Kwame Asante');
  const product = await productForPayOnDelivery(request);
  await placeOrderOnDelivery(request, shopper, product);
  await request.post('/api/cart/add', {
    headers: shopper.headers,
    data: { productId: product._id, quantity: 1 },
  });
  await storeToken(page, shopper.token);
  pageGuard.allowConsoleError(failedLoad(409), /\/api\/orders\/start$/);

  await page.goto(`/order?city=${POD_CITY}`);
  const main = page.getByRole('main');
  await main.getByLabel(/^First name/).fill('Kwame');
  await main.getByLabel(/^Last name/).fill('Asante');
  await main.getByLabel(/^Email address/).fill(shopper.email);
  await main.getByLabel(/^Street/).fill('9 Liberation Road');
  await main.getByRole('radio', { name: /^Pay on delivery/ }).check();
  await main.getByRole('button', { name: PAY_ON_DELIVERY_TEXTS.placeOrder }).click();
  await expect(page.getByTestId('pay-on-delivery-refusal')).toHaveText(
    PAY_ON_DELIVERY_TEXTS.refusals.tooManyOpen(1),
  );
  await expect(page).toHaveURL(/\/order\?/);
  expect(await ordersOf(request, shopper.headers)).toHaveLength(1);
});

test('staff record Collected at the door: a wrong amount is refused, the right one counts, the run and the dashboard show it', async ({
  page,
  pageGuard,
  request,
}) => {
  const shopper = await verifiedShopper(request, 'Yaw Mensah');
  const product = await productForPayOnDelivery(request);
  const { orderId, orderNumber, total } = await placeOrderOnDelivery(request, shopper, product);
  const staff = await staffToken(request);
  const cashBefore = await cashCollected(request, staff);
  // Out for delivery: only then is there a door to record anything at.
  await staffMoveOrderInTruck(request, staff, orderId);
  pageGuard.allowConsoleError(failedLoad(409), /\/collection$/);

  await signInAsStaff(page);
  await page.goto(`/admin/orders/${orderId}`);
  const door = page.getByRole('form', { name: PAY_ON_DELIVERY_TEXTS.outcomeForm.title });
  await expect(door).toContainText(formatGhs(total));
  await door.getByLabel(PAY_ON_DELIVERY_TEXTS.outcomeForm.amount).fill((total - 1).toFixed(2));
  await door.getByRole('button', { name: PAY_ON_DELIVERY_TEXTS.outcomeForm.record }).click();
  // Recording cannot be undone: the dialog asks first.
  await page
    .getByRole('dialog')
    .getByRole('button', { name: PAY_ON_DELIVERY_TEXTS.outcomeForm.record })
    .click();
  await expect(door.getByRole('alert')).toHaveText(
    PAY_ON_DELIVERY_TEXTS.collection.wrongAmount(formatGhs(total)),
  );
  expect(await cashCollected(request, staff)).toBeCloseTo(cashBefore, 2);

  await door.getByLabel(PAY_ON_DELIVERY_TEXTS.outcomeForm.amount).fill(total.toFixed(2));
  await door.getByRole('button', { name: PAY_ON_DELIVERY_TEXTS.outcomeForm.record }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: PAY_ON_DELIVERY_TEXTS.outcomeForm.record })
    .click();
  await expect(
    page.locator('.Toastify').getByText(PAY_ON_DELIVERY_TEXTS.collection.collectedRecorded(formatGhs(total))),
  ).toBeVisible();
  const outcome = page.getByTestId('door-outcome');
  await expect(outcome).toContainText(PAY_ON_DELIVERY_TEXTS.outcomeForm.collected);
  await expect(outcome).toContainText(formatGhs(total));
  await expect(page.getByTestId('order-how-paid')).toHaveText(
    PAY_ON_DELIVERY_TEXTS.howPaid.collected('cash'),
  );
  // A collected order goes on to Delivered; it is not cancelled here.
  await expect(page.getByRole('button', { name: ADMIN_ORDER_TEXTS.markDelivered })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // Counted: the collected cash grew by exactly the order's total.
  expect(await cashCollected(request, staff)).toBeCloseTo(cashBefore + total, 2);
  await page.getByRole('link', { name: 'Dashboard' }).click();
  const byStaff = page.getByTestId('collected-by-staff').filter({ hasText: 'E2E Staff' });
  await expect(byStaff).toBeVisible();

  // Today's delivery run lists it, collected, with nothing left to collect.
  await page.getByRole('navigation').getByRole('link', { name: 'Delivery run' }).click();
  const stop = page.getByTestId('delivery-run-stop').filter({ hasText: orderNumber });
  await expect(stop).toContainText(PAY_ON_DELIVERY_TEXTS.outcomeForm.collected);
  await expect(stop).toContainText(POD_CITY);
});

test('a shopper pays an order to pay on delivery online from /track_order: the same order becomes Paid', async ({
  page,
  request,
}) => {
  const shopper = await verifiedShopper(request, 'Efua Sarpong');
  const product = await productForPayOnDelivery(request);
  const { orderId, total } = await placeOrderOnDelivery(request, shopper, product);
  await storeToken(page, shopper.token);

  await page.goto('/track_order');
  const card = page.getByTestId('order-card');
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: PAY_ON_DELIVERY_TEXTS.payNow }).click();
  const popup = page.getByRole('dialog', { name: 'Test payment' });
  await expect(popup.getByTestId('test-payment-amount')).toHaveText(formatGhs(total));
  await popup.getByRole('button', { name: new RegExp(`^Pay ${asPattern(formatGhs(total))}$`) }).click();
  await expect(toastText(page, PAY_ON_DELIVERY_TEXTS.paidNow)).toBeVisible();
  await expect(card.getByTestId('order-payment')).toHaveText('Paid');
  await expect(card.getByTestId('order-how-paid')).toHaveText(PAY_ON_DELIVERY_TEXTS.howPaid.paidOnline);
  await expect(card.getByRole('button', { name: PAY_ON_DELIVERY_TEXTS.payNow })).toHaveCount(0);
  await expect(page.getByTestId('order-card')).toHaveCount(1);

  // The same order, paid; no second one.
  const orders = await ordersOf(request, shopper.headers);
  expect(orders.map((order) => [order._id, order.paymentStatus])).toEqual([[orderId, 'Paid']]);
});

test('after In Truck the order to pay on delivery can no longer be paid online', async ({
  page,
  request,
}) => {
  const shopper = await verifiedShopper(request, 'Kojo Antwi');
  const product = await productForPayOnDelivery(request);
  const { orderId } = await placeOrderOnDelivery(request, shopper, product);
  await staffMoveOrderInTruck(request, await staffToken(request), orderId);
  await storeToken(page, shopper.token);
  await page.goto('/track_order');
  const card = page.getByTestId('order-card');
  await expect(card.getByTestId('order-status')).toHaveText('In Truck');
  await expect(card.getByTestId('order-payment')).toHaveText('To pay on delivery');
  await expect(card.getByRole('button', { name: PAY_ON_DELIVERY_TEXTS.payNow })).toHaveCount(0);
});
