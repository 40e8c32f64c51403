import type { APIRequestContext } from '@playwright/test';
import {
  formatGhs,
  invoicePagePath,
  type Order,
  type Product,
  passesLuhn,
  WARRANTY_TEXTS,
} from '@shop/shared';
import { formatDay, WARRANTY_PAGE_TEXTS } from '@shop/shared/warranty-page-texts';
import { placePaidOrder, registerCustomer, staffToken } from '../support/api';
import { expect, test } from './fixtures';
import { seriousAccessibilityProblems } from './serious-accessibility-problems';
import { storeToken } from './storefront-helpers';

// Decision 0061 in the storefront: the public warranty check works as a plain form with
// JavaScript off, and a shopper who paid opens the printable invoice of their order.

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A 15-digit IMEI no other test uses: 14 random digits and the Luhn check digit. */
function freshImei(): string {
  const body = Array.from({ length: 14 }, () => Math.floor(Math.random() * 10)).join('');
  const checkDigit = [...'0123456789'].find((digit) => passesLuhn(body + digit));
  return body + checkDigit;
}

/** The day in Accra (GMT all year), as the warranty check writes it. */
const accraToday = () => new Date().toISOString().slice(0, 10);

/** A phone of this test only, made through the staff API, recording a serial per unit sold. */
async function newPhone(request: APIRequestContext, token: string): Promise<Product> {
  const listed = await (await request.get('/api/product/list?limit=1')).json();
  const created = await request.post('/api/admin/products', {
    headers: bearer(token),
    data: {
      name: `Samsung Galaxy A16 ${freshImei().slice(-6)}`,
      price: 1899,
      category: 'Phone',
      subcategory: 'Android Phone',
      brand: 'Samsung',
      description: 'A phone with a 6.7 inch screen, for the warranty check and the invoice.',
      stock: 5,
      image: listed.products[0].image.slice(0, 1),
      tracksSerials: true,
      warrantyMonths: 12,
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  return (await created.json()).product as Product;
}

/** A shopper's paid phone order, moved In Truck by staff with the unit's IMEI. */
async function soldPhone(request: APIRequestContext) {
  const shopper = await registerCustomer(request, 'Yaa Asantewaa');
  const token = await staffToken(request);
  const phone = await newPhone(request, token);
  const { orderId, headers } = await placePaidOrder(request, shopper, phone);
  const orders = (await (await request.get('/api/orders/order', { headers })).json()).orders as Order[];
  const order = orders.find((candidate) => candidate._id === orderId)!;
  const imei = freshImei();
  const moved = await request.patch(`/api/admin/orders/${orderId}/status`, {
    headers: bearer(token),
    data: { status: 'In Truck', serials: { [order.items[0]!._id]: [imei] } },
  });
  expect(moved.ok(), await moved.text()).toBeTruthy();
  return { shopper, phone, orderId, imei };
}

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('/warranty answers a sold unit with its product and dates, and says so of an unknown serial', async ({
    page,
    request,
  }) => {
    const { phone, imei } = await soldPhone(request);

    await page.goto('/warranty');
    await expect(page).toHaveTitle(new RegExp(`^${WARRANTY_PAGE_TEXTS.title} \\|`));
    await page.getByLabel(WARRANTY_PAGE_TEXTS.field).fill(imei);
    await page.getByRole('button', { name: WARRANTY_PAGE_TEXTS.submit }).click();

    await expect(page).toHaveURL(new RegExp(`/warranty\\?serial=${imei}$`));
    const answer = page.getByTestId('warranty-answer');
    await expect(answer.getByRole('heading')).toHaveText(/^Under warranty until \d{1,2} \w{3} \d{4}$/);
    await expect(answer).toContainText(phone.name);
    await expect(answer).toContainText(`Sold on${formatDay(accraToday())}`);
    await expect(answer).toContainText(WARRANTY_PAGE_TEXTS.warrantyUntil);

    // A serial this shop never sold: the server's own words, in the page it rendered.
    await page.goto(`/warranty?serial=${freshImei()}`);
    await expect(page.getByTestId('warranty-refusal')).toHaveText(WARRANTY_TEXTS.notFound);
    await expect(page.getByTestId('warranty-answer')).toHaveCount(0);
  });

  test('the footer links to the warranty check', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: WARRANTY_PAGE_TEXTS.footerLink }).click();
    await expect(page).toHaveURL(/\/warranty$/);
    await expect(page.getByRole('heading', { level: 1, name: WARRANTY_PAGE_TEXTS.title })).toBeVisible();
  });
});

test('/warranty answers in place with JavaScript on, and axe finds no serious problem', async ({
  page,
  request,
}) => {
  const { phone, imei } = await soldPhone(request);
  await page.goto('/warranty');
  // Typed with spaces and in two groups, as read off a box: the check reads it as stored.
  await page.getByLabel(WARRANTY_PAGE_TEXTS.field).fill(`${imei.slice(0, 8)} ${imei.slice(8)}`);
  await page.getByRole('button', { name: WARRANTY_PAGE_TEXTS.submit }).click();
  await expect(page.getByTestId('warranty-answer')).toContainText(phone.name);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
});

test('a shopper who paid opens the invoice of their order: its number, total and the unit’s IMEI', async ({
  page,
  request,
}) => {
  const { shopper, orderId, imei } = await soldPhone(request);
  const orders = (await (await request.get('/api/orders/order', { headers: bearer(shopper.token) })).json())
    .orders as Order[];
  const order = orders.find((candidate) => candidate._id === orderId)!;
  expect(order.invoice?.number).toMatch(/^INV-\d{6,}$/);

  await storeToken(page, shopper.token);
  await page.goto('/track_order');
  await page.getByRole('link', { name: `Invoice ${order.invoice!.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`${invoicePagePath(orderId)}$`));
  await expect(page.getByTestId('invoice-number')).toHaveText(order.invoice!.number);
  await expect(page.getByTestId('invoice-total')).toHaveText(formatGhs(order.total));
  await expect(page.getByTestId('invoice-line').first()).toContainText(`IMEI ${imei}`);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  // Download PDF saves the server's PDF under the invoice's number.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await downloading).suggestedFilename()).toBe(`${order.invoice!.number}.pdf`);

  // On paper, only the invoice: the shop's header, footer and the page's buttons stay on screen.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByTestId('invoice-total')).toBeVisible();
});
