import { signInAsStaff } from './admin-helpers';
import { expect, test } from './fixtures';
import { seriousAccessibilityProblems } from './serious-accessibility-problems';

// Brands, categories and subcategories are lists staff keep (decision 0053): a brand the shop
// did not sell yesterday is added on the admin site, a product is made with it, and shoppers
// find it in the storefront's brand filter at once.

/** An 8x8 red PNG, written at test time so the repository holds no binary fixture. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mO4qa2NFTEMLQkAxPtLwYxC8HIAAAAASUVORK5CYII=',
  'base64',
);

test('staff add Vivo, make a Vivo phone, and a shopper finds it under the Vivo brand filter', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Vivo Y28 ${Date.now().toString(36)}`;
  await signInAsStaff(page);

  await page.getByRole('link', { name: 'Brands & categories' }).click();
  await expect(page.getByRole('heading', { name: 'Brands & categories', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Rename Samsung')).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  await page.getByLabel('New brand').fill('Vivo');
  await page.getByRole('button', { name: 'Add brand' }).click();
  await expect(page.getByLabel('Rename Vivo')).toHaveValue('Vivo');
  await expect(page.getByText('Brand "Vivo" added.')).toBeVisible();

  // A delete is asked about first; staff think better of it.
  await page.getByRole('button', { name: 'Delete Vivo' }).click();
  const question = page.getByRole('dialog', { name: 'Delete the brand "Vivo"?' });
  await expect(question).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();

  // The product form's brand menu offers it now.
  await page.getByRole('link', { name: 'Products', exact: true }).click();
  await page.getByRole('link', { name: 'New product' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Price (GHS)').fill('1899');
  await page.getByLabel('Category', { exact: true }).selectOption('Phone');
  await page.getByLabel('Subcategory').selectOption('Android Phone');
  await page.getByLabel('Brand').selectOption('Vivo');
  await page.getByLabel('Stock', { exact: true }).fill('5');
  await page.getByLabel('Description').fill('A phone with a 6000 mAh battery for long days in Kumasi.');
  await page
    .getByLabel(/Upload images/)
    .setInputFiles({ name: 'vivo.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByTestId('image-item')).toHaveCount(1);
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/products') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create product' }).click();
  expect((await created).status()).toBe(201);
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();

  // A shopper ticks Vivo among the brands and finds the phone.
  await page.goto('/new_products');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters
    .locator('summary')
    .filter({ hasText: /^Brand/ })
    .click();
  await filters.getByRole('checkbox', { name: 'Vivo' }).check();
  await expect(page).toHaveURL(/[?&]brand=Vivo\b/);
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveText(/^1 /);
});
