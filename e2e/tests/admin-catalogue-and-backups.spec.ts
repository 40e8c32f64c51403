import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_MESSAGES, ADMIN_TEXTS } from '@shop/shared';
import { ADMIN_DIALOG_TEXTS } from '@shop/shared/admin-dialog-texts';
import { BACKUP_TEXTS } from '@shop/shared/backup-texts';
import { BRANCH_STOCK_TEXTS } from '@shop/shared/branch-stock-texts';
import { VARIANT_GRID_TEXTS } from '@shop/shared/variant-labels';
import { registerCustomer, staffToken } from '../support/api';
import { signInAsStaff } from './admin-helpers';
import { expect, test } from './fixtures';
import { seriousAccessibilityProblems } from './serious-accessibility-problems';

// The admin site's catalogue and dashboard chores: a product made and given variants in one
// trip, one Save per page with every problem marked, the list's stock box that saves when
// left, questions asked in a dialog, and the backups card with the owner's download.

const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mO4qa2NFTEMLQkAxPtLwYxC8HIAAAAASUVORK5CYII=',
  'base64',
);

/** A product made through the API with a picture the demo shop already has. */
async function apiProduct(request: APIRequestContext, name: string): Promise<number> {
  const listed = await (await request.get('/api/product/list?limit=1')).json();
  const token = await staffToken(request);
  const created = await request.post('/api/admin/products', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name,
      price: 120,
      category: 'Accessories',
      subcategory: 'Cable',
      brand: 'Anker',
      soundSystem: null,
      description: 'A braided cable that survives a bag.',
      info: [],
      TopSellingProduct: false,
      collection: false,
      stock: 4,
      image: listed.products[0].image.slice(0, 1),
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  return (await created.json()).product.id as number;
}

async function expectNoSeriousProblems(page: Page) {
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
}

test('the dashboard warns that no backup is taken and the owner downloads one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsStaff(page);
  await expect(page.getByRole('alert').filter({ hasText: BACKUP_TEXTS.automaticOff })).toBeVisible();
  await expectNoSeriousProblems(page);
  // A pointer resting on the sales chart shows its tooltip: every name in it stays readable.
  await page.getByTestId('sales-chart').hover();
  await expect(page.locator('.recharts-tooltip-item-name').first()).toBeVisible();
  await expectNoSeriousProblems(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: BACKUP_TEXTS.download }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(BACKUP_TEXTS.fileName(new Date().toISOString().slice(0, 10)));
  // A gzip file: the backup itself, not an error page.
  const bytes = readFileSync(await file.path());
  expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
});

test('a new product opens its edit page, and one Save marks every problem beside its field', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsStaff(page);
  await page.goto('/admin/products/new');
  const name = `Oraimo cable ${Date.now()}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel(ADMIN_TEXTS.productForm.price).fill('85');
  await page.getByLabel(ADMIN_TEXTS.productForm.category, { exact: true }).selectOption('Accessories');
  // The subcategory menu holds the chosen category's subcategories only.
  await expect(
    page.getByLabel(ADMIN_TEXTS.productForm.subcategory).locator('option', { hasText: 'iPhone' }),
  ).toHaveCount(0);
  await page.getByLabel(ADMIN_TEXTS.productForm.subcategory).selectOption('Cable');
  await page.getByLabel(ADMIN_TEXTS.productForm.brand).selectOption('Oraimo');
  await page.getByLabel(ADMIN_TEXTS.productForm.description).fill('Fast charging, a metre long.');
  await page
    .getByLabel(/Upload images/)
    .setInputFiles({ name: 'cable.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByTestId('image-item')).toHaveCount(1);
  await page.getByRole('button', { name: ADMIN_TEXTS.productForm.create }).click();

  // Its edit page, with the variants grid, opens at once: no trip back through the list.
  await expect(page.getByRole('heading', { name: ADMIN_TEXTS.productForm.editTitle(name) })).toBeVisible();
  await expect(page.getByRole('table', { name: VARIANT_GRID_TEXTS.caption })).toBeVisible();
  // One Save for the product and its variants; the stock by branch card saves its own cells.
  await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(2);
  await expect(page.getByRole('button', { name: ADMIN_TEXTS.productForm.save, exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: BRANCH_STOCK_TEXTS.save, exact: true })).toHaveCount(1);

  await page.getByRole('button', { name: VARIANT_GRID_TEXTS.addOption }).click();
  await page.getByLabel(VARIANT_GRID_TEXTS.optionName(1)).fill('Length');
  await page.getByLabel(VARIANT_GRID_TEXTS.optionValues(1)).fill('1m, 2m');
  const productId = page.url().split('/').pop();
  await expect(page.getByLabel(VARIANT_GRID_TEXTS.skuOf('2m'))).toHaveValue(`SKU-${productId}-2M`);

  // Two mistakes in two places: both are marked before anything is sent.
  await page.getByLabel('Name', { exact: true }).fill('');
  await page.getByLabel(VARIANT_GRID_TEXTS.priceOf('2m')).fill('');
  await page.getByRole('button', { name: ADMIN_TEXTS.productForm.save }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(VARIANT_GRID_TEXTS.priceOf('2m'))).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(VARIANT_GRID_TEXTS.priceOf('2m'))).toHaveAccessibleDescription(
    'Price is required',
  );
  await expectNoSeriousProblems(page);

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel(VARIANT_GRID_TEXTS.priceOf('2m')).fill('99');
  await page.getByRole('button', { name: ADMIN_TEXTS.productForm.save }).click();
  await expect(page.getByText(VARIANT_GRID_TEXTS.notSavedYet)).toHaveCount(0);
  const variants = await (await page.request.get(`/api/product/${productId}`)).json();
  expect(JSON.stringify(variants)).toContain(`SKU-${productId}-2M`);
});

test('the stock box saves when left, and Delete and Make staff ask in a dialog', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const name = `Anker cable ${Date.now()}`;
  const productId = await apiProduct(request, name);
  const customer = await registerCustomer(request, `Efua Dialog ${Date.now()}`);
  await signInAsStaff(page);

  await page.getByRole('link', { name: ADMIN_TEXTS.layout.products }).click();
  await page.getByLabel(ADMIN_TEXTS.products.search).fill(name);
  const stock = page.getByLabel(ADMIN_TEXTS.products.stockOf(name));
  await stock.fill('9');
  // Leaving the box for anywhere but its own Save button saves it.
  await page.getByRole('heading', { name: ADMIN_TEXTS.products.title }).click();
  await expect(page.getByText(ADMIN_MESSAGES.stockSaved)).toBeVisible();
  await expect
    .poll(async () => (await (await request.get(`/api/product/${productId}`)).json()).product.stock)
    .toBe(9);

  await page.getByRole('button', { name: ADMIN_TEXTS.products.delete(name) }).click();
  const question = page.getByRole('dialog', { name: ADMIN_MESSAGES.confirmDeleteProduct(name) });
  await expect(question).toBeVisible();
  await expectNoSeriousProblems(page);
  await question.getByRole('button', { name: ADMIN_DIALOG_TEXTS.cancel }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

  await page.getByRole('link', { name: ADMIN_TEXTS.layout.customers }).click();
  await page.getByLabel(ADMIN_TEXTS.customers.search).fill(customer.email);
  // The search narrows the list as it answers: the button of this customer's own row.
  await page
    .getByRole('row')
    .filter({ hasText: customer.email })
    .getByRole('button', { name: ADMIN_TEXTS.customers.makeStaff })
    .click();
  const makeStaff = page.getByRole('dialog', { name: ADMIN_MESSAGES.makeStaffConfirm(customer.name) });
  await expect(makeStaff).toBeVisible();
  await expectNoSeriousProblems(page);
  await page.keyboard.press('Escape');
  await expect(makeStaff).toBeHidden();

  await page.getByRole('link', { name: ADMIN_TEXTS.layout.storeInfo }).click();
  await expect(page.getByLabel(ADMIN_TEXTS.storeInfo.deepInfo)).toBeVisible();
  await expect(page.getByText('Deep information')).toHaveCount(0);
});
