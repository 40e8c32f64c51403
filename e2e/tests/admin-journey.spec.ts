import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { placePaidOrder, registerCustomer, staffToken } from '../support/api';
import { E2E_ADMIN } from '../support/environment';
import { expect, test } from './fixtures';

// The staff's journey (docs/product/admin-site.md): staff create a product with an uploaded image and a stock of 1, a
// customer buys the last unit, staff ship it, the customer confirms, the dashboard counts it.

/** An 8x8 red PNG, written at test time so the repository holds no binary fixture. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mO4qa2NFTEMLQkAxPtLwYxC8HIAAAAASUVORK5CYII=',
  'base64',
);

/** e2e/screenshots/admin-<name>.png, wherever Playwright was started from. */
const screenshotPath = (name: string) =>
  fileURLToPath(new URL(`../screenshots/admin-${name}.png`, import.meta.url));

async function signInAsStaff(page: Page) {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

async function productFromApi(request: APIRequestContext, id: number) {
  const response = await request.get(`/api/product/${id}`);
  expect(response.ok()).toBeTruthy();
  const body = await response.json();
  return body.product as { name: string; stock: number; price: number; _id: string };
}

/** Other tests share the database and may deliver orders too, so the journey counts from here. */
async function deliveredCount(request: APIRequestContext): Promise<number> {
  const token = await staffToken(request);
  const response = await request.get('/api/admin/dashboard', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBeTruthy();
  return (await response.json()).statusCounts.Delivered ?? 0;
}

/** Toasts would cover the page in the picture; close them first. */
async function screenshot(page: Page, name: string) {
  for (const close of await page.getByRole('button', { name: 'close' }).all())
    await close.click({ timeout: 1_000 }).catch(() => {});
  // A picture with a fading toast is still a useful picture: wait a little, never fail on it.
  await page
    .locator('.Toastify__toast')
    .first()
    .waitFor({ state: 'detached', timeout: 3_000 })
    .catch(() => {});
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

/** The storefront's product page of the product, freshly loaded. */
async function expectStorefrontPageShows(page: Page, id: number, text: string) {
  await page.goto(`/singleProducts/${id}`);
  await expect(page.getByText(text).first()).toBeVisible();
}

async function buyAsCustomer(request: APIRequestContext, product: { _id: string; price: number }) {
  return placePaidOrder(request, await registerCustomer(request, 'Kofi Boateng'), product);
}

test('staff sell the last unit of a new product and see it delivered on the dashboard', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `E2E Speaker ${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1280, height: 900 });

  const deliveredBefore = await deliveredCount(request);
  await signInAsStaff(page);

  // Create the product with every field and an image from the computer.
  await page.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'New product' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Price (GHS)').fill('450.50');
  await page.getByLabel('Category', { exact: true }).selectOption('Electronics');
  await page.getByLabel('Subcategory').selectOption('Speaker');
  await page.getByLabel('Brand').selectOption('JBL');
  await page.getByLabel('Sound system').selectOption('Bluetooth Speaker');
  await page.getByLabel('Stock', { exact: true }).fill('1');
  await page.getByLabel('Description').fill('A loud little speaker for the beach at Labadi.');
  await page.getByRole('button', { name: 'Add info line' }).click();
  await page.getByLabel('Info line 1', { exact: true }).fill('12 hours of battery');
  await page
    .getByLabel(/Upload images/)
    .setInputFiles({ name: 'speaker.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByTestId('image-item')).toHaveCount(1);
  await expect(page.getByTestId('image-item').getByRole('img')).toHaveJSProperty('complete', true);
  await screenshot(page, 'product-form');

  const createdResponse = page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/products') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create product' }).click();
  const created = await (await createdResponse).json();
  expect(created.success).toBe(true);
  const productId = created.product.id as number;
  // Its edit page opens, to give it variants at once.
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();

  // The storefront has it at once.
  const listed = await productFromApi(request, productId);
  expect(listed).toMatchObject({ name, stock: 1, price: 450.5 });
  await expectStorefrontPageShows(page, productId, name);

  // A customer buys the only unit.
  const purchase = await buyAsCustomer(request, listed);
  expect((await productFromApi(request, productId)).stock).toBe(0);
  await expectStorefrontPageShows(page, productId, 'Out of stock');

  // Staff find the order by the number the customer reads out, and ship it.
  await page.goto('/admin/orders');
  await page.getByLabel(/Search orders/).fill(purchase.orderNumber);
  await page
    .getByRole('row', { name: new RegExp(purchase.reference) })
    .getByRole('link', { name: purchase.orderNumber })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(purchase.orderNumber);
  await expect(page.getByTestId('order-status')).toHaveText('Paid, to pack');
  await expect(page.getByRole('cell', { name })).toBeVisible();
  // Each move asks first, in a dialog that shows what the customer will receive.
  for (const status of ['In Truck', 'In Transit']) {
    await page.getByRole('button', { name: `Move to ${status}` }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `Move to ${status}` })
      .click();
    await expect(page.getByTestId('order-status')).toHaveText(status);
  }
  await expect(page.getByRole('button', { name: 'Move to In Transit' })).toHaveCount(0);
  await page.getByText('Provider answer').click();
  await screenshot(page, 'order-detail');

  // The customer confirms delivery.
  const confirmed = await request.put('/api/orders/confirm-delivery', {
    headers: purchase.headers,
    data: { id: purchase.orderId },
  });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();

  // The dashboard counts it.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  // At least one more than before: a parallel test may deliver an order of its own meanwhile.
  await expect
    .poll(async () =>
      Number((await page.getByTestId('status-count-Delivered').innerText()).replace(/\D/g, '')),
    )
    .toBeGreaterThanOrEqual(deliveredBefore + 1);
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByTestId('sales-chart').locator('svg').first()).toBeVisible();
  await screenshot(page, 'dashboard');
});
