import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import {
  ADMIN_TEXTS,
  formatPhoneNumber,
  PAY_ON_DELIVERY_TEXTS,
  REFUSED_DELIVERIES_LIMIT,
} from '@shop/shared';
import { registerCustomer, staffToken } from '../support/api';
import { signInAsStaff } from './admin-helpers';
import { type StockedProduct, toastText } from './customer-helpers';
import { expect, test } from './fixtures';
import { placeOrderOnDelivery, productForPayOnDelivery, verifiedShopper } from './pay-on-delivery-helpers';
import { staffMoveOrderInTruck } from './serial-helpers';
import { storeToken } from './storefront-helpers';

// Decision 0034, the staff's screens of pay on delivery on the first e2e shop: the owner's Payments
// settings, Refused at the door, restoring an account, the delivery run's CSV.

const { outcomeForm, settings } = PAY_ON_DELIVERY_TEXTS;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Staff record a refusal at the door through the API, as the order page's form does. */
async function refuseAtTheDoor(request: APIRequestContext, token: string, orderId: string) {
  const answer = await request.post(`/api/admin/orders/${orderId}/collection`, {
    headers: bearer(token),
    data: { outcome: 'refused', reason: 'Not at home' },
  });
  expect(answer.ok(), await answer.text()).toBeTruthy();
}

test("the owner allows pay on delivery in one more city in the store settings, and the storefront's /order offers it there", async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  const saved = await (
    await request.get('/api/admin/store-info/payments', { headers: bearer(token) })
  ).json();
  expect(saved.payOnDelivery.cities).not.toContain('Takoradi');
  // The cheapest product, so the total with Takoradi's fee stays within the limit.
  const listed = await (await request.get('/api/product/list?limit=100')).json();
  const [cheapest] = (listed.products as StockedProduct[])
    .filter((product) => product.stock > 5 && product.price > 0)
    .sort((a, b) => a.price - b.price);
  const shopper = await registerCustomer(request, 'Esi Quaye');
  const added = await request.post('/api/cart/add', {
    headers: bearer(shopper.token),
    data: { productId: cheapest!._id, quantity: 1 },
  });
  expect(added.ok()).toBeTruthy();
  const onDelivery = () => page.getByRole('main').getByRole('radio', { name: /^Pay on delivery/ });

  try {
    await storeToken(page, shopper.token);
    await page.goto('/order?city=Takoradi');
    await expect(page.getByRole('main').getByRole('button', { name: 'Place Order and Pay' })).toBeVisible();
    await expect(onDelivery()).toHaveCount(0);

    await signInAsStaff(page);
    await page.getByRole('navigation').getByRole('link', { name: ADMIN_TEXTS.layout.storeInfo }).click();
    const form = page.getByRole('form', { name: settings.title });
    await expect(form.getByRole('checkbox', { name: settings.enabled })).toBeChecked();
    await form.getByRole('checkbox', { name: 'Takoradi' }).check();
    await form.getByRole('button', { name: ADMIN_TEXTS.common.save }).click();
    await expect(toastText(page, settings.saved)).toBeVisible();
    // Saved on the server: a fresh page shows it.
    await page.reload();
    await expect(
      page.getByRole('form', { name: settings.title }).getByRole('checkbox', { name: 'Takoradi' }),
    ).toBeChecked();

    await page.goto('/order?city=Takoradi');
    await expect(onDelivery()).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      /For orders up to GHS [\d,.]+, delivered in .*Takoradi/,
    );
  } finally {
    const restored = await request.put('/api/admin/store-info/payments', {
      headers: bearer(token),
      data: saved.payOnDelivery,
    });
    expect(restored.ok(), await restored.text()).toBeTruthy();
  }
});

test('staff record Refused at the door with the reason: the order is Cancelled and says nothing was paid', async ({
  page,
  request,
}) => {
  const shopper = await verifiedShopper(request, 'Akua Frimpong');
  const product = await productForPayOnDelivery(request);
  const { orderId } = await placeOrderOnDelivery(request, shopper, product);
  await staffMoveOrderInTruck(request, await staffToken(request), orderId);

  await signInAsStaff(page);
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText('In Truck, to be paid at the door');
  const door = page.getByRole('form', { name: outcomeForm.title });
  await door.getByRole('radio', { name: outcomeForm.refused }).check();
  await door.getByLabel(outcomeForm.reason).fill('The shopper no longer wanted the phone');
  await door.getByRole('button', { name: outcomeForm.record }).click();
  // It cannot be undone: the dialog asks first.
  await page.getByRole('dialog').getByRole('button', { name: outcomeForm.record }).click();

  await expect(toastText(page, PAY_ON_DELIVERY_TEXTS.collection.refusedRecorded)).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled: refused at the door');
  const outcome = page.getByTestId('door-outcome');
  await expect(outcome).toContainText(outcomeForm.refused);
  await expect(outcome).toContainText('The shopper no longer wanted the phone');
  await expect(page.getByTestId('order-how-paid')).toHaveText(PAY_ON_DELIVERY_TEXTS.howPaid.refused);
  await expect(page.getByRole('form', { name: outcomeForm.title })).toHaveCount(0);
});

test('after two refused deliveries the account loses pay on delivery until staff restore it on the Customers page', async ({
  page,
  request,
}) => {
  const shopper = await verifiedShopper(request, 'Kofi Darko');
  const product = await productForPayOnDelivery(request);
  const token = await staffToken(request);
  for (let refused = 0; refused < REFUSED_DELIVERIES_LIMIT; refused += 1) {
    const { orderId } = await placeOrderOnDelivery(request, shopper, product);
    await staffMoveOrderInTruck(request, token, orderId);
    await refuseAtTheDoor(request, token, orderId);
  }
  const profile = await (await request.get('/api/user/profile', { headers: shopper.headers })).json();
  expect(profile.user.payOnDeliveryBlocked).toBe(true);

  await signInAsStaff(page);
  await page.getByRole('navigation').getByRole('link', { name: ADMIN_TEXTS.layout.customers }).click();
  await page.getByLabel(ADMIN_TEXTS.customers.search).fill(shopper.email);
  const row = page.getByRole('row').filter({ hasText: shopper.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('pay-on-delivery-blocked')).toHaveText(
    PAY_ON_DELIVERY_TEXTS.account.blocked(REFUSED_DELIVERIES_LIMIT),
  );
  await row.getByRole('button', { name: PAY_ON_DELIVERY_TEXTS.account.restore }).click();
  await expect(toastText(page, PAY_ON_DELIVERY_TEXTS.account.restored(shopper.name))).toBeVisible();
  await expect(row.getByTestId('pay-on-delivery-blocked')).toHaveCount(0);

  // The shopper can pay on delivery again.
  const again = await placeOrderOnDelivery(request, shopper, product);
  expect(again.orderNumber).toMatch(/^KTG-\d+$/);
});

test("the delivery run's CSV download lists the day's orders with what to collect, beside the Print button", async ({
  page,
  request,
}) => {
  const shopper = await verifiedShopper(request, 'Ama Serwaa');
  const product = await productForPayOnDelivery(request);
  const { orderId, orderNumber, total } = await placeOrderOnDelivery(request, shopper, product);
  await staffMoveOrderInTruck(request, await staffToken(request), orderId);

  await signInAsStaff(page);
  await page.getByRole('navigation').getByRole('link', { name: ADMIN_TEXTS.layout.deliveryRun }).click();
  await expect(page.getByTestId('delivery-run-stop').filter({ hasText: orderNumber })).toBeVisible();
  await expect(page.getByRole('button', { name: PAY_ON_DELIVERY_TEXTS.deliveryRun.print })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: ADMIN_TEXTS.common.downloadCsv }).click();
  const download = await downloading;
  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`delivery-run-${today}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  const line = csv.split(/\r?\n/).find((candidate) => candidate.includes(orderNumber));
  expect(line, csv.slice(0, 400)).toBeDefined();
  expect(line).toContain(formatPhoneNumber(shopper.e164));
  expect(line).toContain('Accra');
  // The amount to collect, as a plain number a spreadsheet adds up.
  expect(line).toContain(`,${total.toFixed(2)},`);
});
