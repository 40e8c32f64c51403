import type { Page } from '@playwright/test';
import { ADMIN_TEXTS, AUDIT_LOG_TEXTS } from '@shop/shared';
import { registerCustomer, staffToken } from '../support/api';
import { signInAsStaff } from './admin-helpers';
import { expect, test } from './fixtures';
import { seriousAccessibilityProblems } from './serious-accessibility-problems';

// Decision 0072: every admin write on record. A staff member who is not the owner changes a
// product's price on the admin site and reads it in the audit log, before and after; the owner
// (the first e2e shop's staff account) reads it too.

const texts = AUDIT_LOG_TEXTS;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function openAuditLog(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: texts.title }).click();
  await expect(page.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible();
}

/**
 * The row of the product's adding. The filter finds "product 13" in "product 130" too, and a
 * shop the journeys have filled holds hundreds of products: the number must end there.
 */
const addingOf = (page: Page, productId: number) =>
  page
    .getByTestId('audit-entry')
    .filter({ hasText: new RegExp(`Add a product · product ${productId}(?!\\d)`) });

/** The clerk's price change in the log, opened to its before and after. */
async function openPriceChange(page: Page, productId: number, clerkEmail: string) {
  // The one Save may also write the variants ("Change a product's variants"): the product's own row.
  const entry = page
    .getByTestId('audit-entry')
    .filter({ hasText: `Change a product · product ${productId}` })
    .filter({ hasText: clerkEmail });
  await expect(entry).toHaveCount(1);
  await entry.getByRole('button', { name: texts.showChanges }).click();
  const price = entry.getByRole('row').filter({ hasText: 'price_pesewas' }).first();
  await expect(price).toContainText('35000');
  await expect(price).toContainText('42000');
  return entry;
}

test('a staff member changes a price and finds it, before and after, in the audit log; the owner too', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await staffToken(request);
  const clerk = await registerCustomer(request, 'Yaw Auditor');
  const found = await request.get('/api/admin/customers', {
    headers: bearer(owner),
    params: { q: clerk.email },
  });
  const [account] = (await found.json()).customers as { id: string }[];
  const madeStaff = await request.patch(`/api/admin/customers/${encodeURIComponent(account!.id)}`, {
    headers: bearer(owner),
    data: { isAdmin: true },
  });
  expect(madeStaff.ok(), await madeStaff.text()).toBeTruthy();
  const name = `E2E Audited Speaker ${Date.now().toString(36)}`;
  // A picture the shop serves: the first listed product's.
  const listed = (await (await request.get('/api/product/list?limit=1')).json()).products;
  const created = await request.post('/api/admin/products', {
    headers: bearer(owner),
    data: {
      name,
      price: 350,
      category: 'Electronics',
      subcategory: 'Speaker',
      brand: 'JBL',
      soundSystem: 'Bluetooth Speaker',
      description: 'A speaker whose price the audit log follows.',
      info: ['12 hours of battery'],
      TopSellingProduct: false,
      collection: false,
      stock: 3,
      image: [listed[0].image[0]],
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const productId = (await created.json()).product.id as number;

  // The clerk signs in and changes the price on the product's page.
  await page.goto('/admin/');
  await page.getByLabel('Email').fill(clerk.email);
  await page.getByLabel('Password').fill(clerk.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto(`/admin/products/${productId}`);
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
  await page.getByLabel(ADMIN_TEXTS.productForm.price).fill('420');
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/admin/products/${productId}`) && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: ADMIN_TEXTS.productForm.save }).click();
  expect((await saved).ok()).toBeTruthy();

  // The clerk's own log: their change, nobody else's.
  await openAuditLog(page);
  await expect(page.getByText(texts.introOwnOnly)).toBeVisible();
  await expect(page.getByLabel(texts.filter.who)).toHaveCount(0);
  await page.getByLabel(texts.filter.what).fill(`product ${productId}`);
  await page.getByRole('button', { name: texts.filter.apply }).click();
  await openPriceChange(page, productId, clerk.email);
  await expect(addingOf(page, productId)).toHaveCount(0);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  // The owner reads it too, beside their own adding of the product, and may pick whose rows.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInAsStaff(page);
  await openAuditLog(page);
  await page.getByLabel(texts.filter.what).fill(`product ${productId}`);
  await page.getByRole('button', { name: texts.filter.apply }).click();
  await openPriceChange(page, productId, clerk.email);
  await expect(addingOf(page, productId)).toHaveCount(1);
  await expect(page.getByLabel(texts.filter.who)).toBeVisible();
});
