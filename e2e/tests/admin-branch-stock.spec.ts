import { ADMIN_TEXTS, BRANCH_STOCK_MESSAGES, BRANCH_STOCK_TEXTS } from '@shop/shared';
import { VARIANT_GRID_TEXTS } from '@shop/shared/variant-labels';
import { createProduct, staffToken } from '../support/api';
import { signInAsStaff } from './admin-helpers';
import { toastText } from './customer-helpers';
import { expect, test } from './fixtures';
import { seriousAccessibilityProblems } from './serious-accessibility-problems';

// Decision 0068: staff count a product's units at each of the demo's branches on its page,
// move some from Kumasi Adum to Accra Mall, and read the move in the Stock transfers log. The
// product is the test's own, so the specs beside this one never touch its stock.

const texts = BRANCH_STOCK_TEXTS;

test('staff set Kumasi’s units, move 2 to Accra, see the move logged and the product’s total unchanged', async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  const name = `JBL Flip 6 ${Date.now().toString(36)}`;
  const product: { id: number; _id: string } = await createProduct(request, token, {
    name,
    price: 1350,
    category: 'Accessories',
    subcategory: 'Speaker',
    brand: 'JBL',
    description: 'A waterproof speaker, counted at each branch.',
    // The single figure lands at the delivery branch, Accra Mall.
    stock: 5,
  });

  await signInAsStaff(page);
  await page.goto(`/admin/products/${product.id}`);
  await expect(page.getByRole('heading', { name: ADMIN_TEXTS.productForm.editTitle(name) })).toBeVisible();
  const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: texts.gridTitle }) });
  const cell = (branch: string) => panel.getByLabel(texts.cellLabel(name, branch), { exact: true });
  await expect(cell('Accra Mall')).toHaveValue('5');
  await expect(cell('Kumasi Adum')).toHaveValue('0');

  await cell('Kumasi Adum').fill('6');
  await panel.getByRole('button', { name: texts.save }).click();
  await expect(toastText(page, texts.saved)).toBeVisible();
  await expect(panel.getByTestId('branch-stock-total')).toHaveText('11');
  // The variants grid above shows the new total too, so its own Save writes no stale figure.
  await expect(page.getByLabel(VARIANT_GRID_TEXTS.stockOf(VARIANT_GRID_TEXTS.defaultVariant))).toHaveValue(
    '11',
  );

  await panel.getByRole('button', { name: texts.moveStock }).click();
  const dialog = page.getByRole('dialog', { name: texts.moveTitle });
  await dialog.getByLabel(texts.moveFrom).selectOption({ label: texts.holds('Kumasi Adum', 6) });
  await dialog.getByLabel(texts.moveTo).selectOption({ label: texts.holds('Accra Mall', 5) });
  await dialog.getByLabel(texts.moveUnits).fill('2');
  await dialog.getByLabel(texts.moveNote).fill('For the Accra Mall window');
  await dialog.getByRole('button', { name: texts.moveSubmit }).click();
  await expect(
    page.getByText(BRANCH_STOCK_MESSAGES.moved(2, name, 'Kumasi Adum', 'Accra Mall')),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cell('Accra Mall')).toHaveValue('7');
  await expect(cell('Kumasi Adum')).toHaveValue('4');
  await expect(panel.getByTestId('branch-stock-total')).toHaveText('11');

  await page.getByRole('navigation').getByRole('link', { name: texts.transfersTitle }).click();
  await expect(page.getByRole('heading', { name: texts.transfersTitle, level: 1 })).toBeVisible();
  const row = page.getByTestId('stock-transfer-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.locator('td')).toHaveText([
    /\d{4}/,
    /.+/,
    name,
    'Kumasi Adum',
    'Accra Mall',
    '2',
    'For the Accra Mall window',
  ]);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  // The shop's figure is the sum of the branches: moving units changed where, not how many.
  const shown = await (await request.get(`/api/product/${product.id}`)).json();
  expect(shown.product.stock).toBe(11);
});
