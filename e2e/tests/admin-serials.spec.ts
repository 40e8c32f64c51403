import type { APIRequestContext } from '@playwright/test';
import { ADMIN_ORDER_TEXTS, SERIAL_TEXTS } from '@shop/shared';
import { createProduct, registerCustomer, staffToken } from '../support/api';
import { signInAsStaff } from './admin-helpers';
import { expect, test } from './fixtures';
import { seriousAccessibilityProblems } from './serious-accessibility-problems';

// Staff record one serial (IMEI) per unit of a phone as the order goes In Truck (decision 0061).

/** Fourteen digits and the Luhn check digit that makes them an IMEI. */
function imei(fourteen: string): string {
  const sum = [...fourteen].reverse().reduce((total, character, index) => {
    const digit = Number(character) * (index % 2 === 0 ? 2 : 1);
    return total + (digit > 9 ? digit - 9 : digit);
  }, 0);
  return `${fourteen}${(10 - (sum % 10)) % 10}`;
}

// IMEIs of this run only (a serial is sold once), and the first with a slip in its last digit.
const run = String(Date.now()).slice(-8);
const FIRST_IMEI = imei(`351${run}001`);
const SECOND_IMEI = imei(`351${run}002`);
const MISTYPED_IMEI = `${FIRST_IMEI.slice(0, 14)}${(Number(FIRST_IMEI[14]) + 1) % 10}`;

/** A phone made through the staff API: its Phone category makes it record serials by default. */
async function phoneProduct(request: APIRequestContext, token: string, name: string) {
  const product = await createProduct(request, token, {
    name,
    price: 1450,
    category: 'Phone',
    subcategory: 'Android Phone',
    brand: 'Samsung',
    description: 'A phone with a 6.5 inch screen and two days of battery.',
    stock: 6,
  });
  expect(product).toMatchObject({ tracksSerials: true, warrantyMonths: 12 });
  return product as { _id: string; price: number; name: string };
}

/** A paid order of two units, placed as the storefront places it, paid with the test provider. */
async function paidOrderOfTwo(request: APIRequestContext, product: { _id: string; price: number }) {
  const customer = await registerCustomer(request, 'Kwabena Ofori');
  const headers = { Authorization: `Bearer ${customer.token}` };
  const added = await request.post('/api/cart/add', {
    headers,
    data: { productId: product._id, quantity: 2 },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  const fees = (await (await request.get('/api/delivery-fees/')).json()) as { city: string; fee: number }[];
  const delivery = fees[0]!;
  const subtotal = product.price * 2;
  const details = {
    firstName: 'Kwabena',
    lastName: 'Ofori',
    email: customer.email,
    street: '4 Ring Road',
    city: delivery.city,
    state: 'Greater Accra',
    zipCode: '',
    country: 'Ghana',
    phoneNumber: '0241234567',
    paymentMethod: 'paystack',
    items: [{ productId: product._id, quantity: 2 }],
    subtotal,
    shippingFee: delivery.fee,
    total: Math.round((subtotal + delivery.fee) * 100) / 100,
  };
  const started = await request.post('/api/orders/start', { headers, data: details });
  expect(started.ok(), await started.text()).toBeTruthy();
  const { payment } = (await started.json()) as { payment: { reference: string; accessCode: string } };
  const charged = await request.post('/api/payments/test/charge', {
    headers,
    data: { accessCode: payment.accessCode, outcome: 'success' },
  });
  expect(charged.ok(), await charged.text()).toBeTruthy();
  const created = await request.post('/api/orders/create', {
    headers,
    data: { ...details, paymentStatus: 'Paid', paymentReference: payment.reference },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { order } = await created.json();
  return { id: order._id as string, number: order.orderNumber as string };
}

test('staff scan the serial of each phone as a paid order goes In Truck, and the order shows them with their warranty', async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  const name = `Galaxy A15 for serials ${Date.now().toString(36)}`;
  const product = await phoneProduct(request, token, name);
  const order = await paidOrderOfTwo(request, product);

  await signInAsStaff(page);
  await page.goto(`/admin/orders/${order.id}`);
  await page.getByRole('button', { name: 'Move to In Truck' }).click();

  const form = page.getByRole('form', { name: SERIAL_TEXTS.formTitle(order.number) });
  const first = form.getByLabel(SERIAL_TEXTS.fieldLabel(1, name));
  const second = form.getByLabel(SERIAL_TEXTS.fieldLabel(2, name));
  await expect(first).toBeFocused();
  await expect(second).toBeVisible();

  // A slip in the last digit is caught as it is typed, under the field.
  await first.pressSequentially(MISTYPED_IMEI);
  await expect(form.getByText(SERIAL_TEXTS.problems['imei-check-digit'])).toBeVisible();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  // A scanner types the code and presses Enter: on to the next field, then save from the last.
  await first.fill('');
  await first.pressSequentially(FIRST_IMEI);
  await first.press('Enter');
  await expect(second).toBeFocused();
  await second.pressSequentially(SECOND_IMEI);
  await second.press('Enter');

  const dialog = page.getByRole('dialog', {
    name: ADMIN_ORDER_TEXTS.confirm.moveTitle(order.number, 'In Truck'),
  });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Move to In Truck' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('In Truck');

  // The serials recorded, each with the last day of its 12-month warranty.
  const units = page.getByTestId('sold-units').getByRole('listitem');
  await expect(units).toHaveCount(2);
  await expect(units.nth(0)).toContainText(FIRST_IMEI);
  await expect(units.nth(1)).toContainText(SECOND_IMEI);
  await expect(units.nth(0)).toContainText(/warranty until \w+day, \d{1,2} \w+ \d{4}/);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
});
