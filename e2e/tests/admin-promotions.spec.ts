import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ADMIN_TEXTS, PROMOTION_ADMIN_TEXTS } from '@shop/shared';
import { registerCustomer, staffToken } from '../support/api';
import { signInAsStaff } from './admin-helpers';
import { toastText } from './customer-helpers';
import { expect, test } from './fixtures';
import { seriousAccessibilityProblems } from './serious-accessibility-problems';
import { createVariantPhone } from './variant-helpers';

// Decision 0062: the owner's Promotions page and the grid's sale prices, on the first e2e shop,
// whose staff account is the owner.

const texts = PROMOTION_ADMIN_TEXTS;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** A code no other run uses: codes are unique in the shop. */
const freshCode = () => `E2E-${Date.now().toString(36).toUpperCase()}`;

async function openPromotions(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: texts.title }).click();
  await expect(page.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible();
}

test('the owner creates a 10 % code, sees it listed, switches it off and exports it in the CSV', async ({
  page,
}) => {
  const code = freshCode();
  await signInAsStaff(page);
  await openPromotions(page);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  await page.getByRole('button', { name: texts.newPromotion }).click();
  const form = page.getByRole('form', { name: texts.newPromotion });
  await form.getByLabel(texts.code).fill(code.toLowerCase());
  await form.getByLabel(texts.description).fill('10 % off, a browser test');
  await form.getByRole('button', { name: texts.save }).click();
  // Percent off is the kind chosen, and its figure is missing: said under its box, nothing saved.
  await expect(form.getByLabel(texts.percent)).toHaveAccessibleDescription(texts.errors.percentRange);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  await form.getByLabel(texts.percent).fill('10');
  await form.getByLabel(texts.totalUses).fill('50');
  await form.getByRole('button', { name: texts.save }).click();
  await expect(toastText(page, texts.saved)).toBeVisible();
  await expect(form).toHaveCount(0);

  // Stored upper case, as shoppers' codes are matched.
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: code, exact: true }) });
  await expect(row).toContainText('10 % off');
  await expect(row).toContainText(texts.enabled);
  await expect(row).toContainText('0 / 50');

  await row.getByRole('button', { name: `${texts.switchOff} ${code}` }).click();
  await expect(toastText(page, texts.switchedOff)).toBeVisible();
  await expect(row).toContainText(texts.page.off);
  await expect(row.getByRole('button', { name: `${texts.switchOn} ${code}` })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: texts.exportCsv }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^promotions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const line = csv.split(/\r?\n/).find((text) => text.includes(code));
  expect(line, csv).toBeDefined();
  expect(line).toContain('10 % off, a browser test');
});

test("the owner puts a variant on sale in the grid, and the shop's product answer and page show the struck price", async ({
  page,
  request,
}) => {
  const phone = await createVariantPhone(request);
  await signInAsStaff(page);
  await page.goto(`/admin/products/${phone.id}`);
  const salePrice = page.getByLabel(texts.page.salePriceOf('128GB, Black'));
  await expect(salePrice).toHaveValue('');
  await salePrice.fill('1299');
  await page.getByRole('button', { name: ADMIN_TEXTS.productForm.save }).click();
  await expect(salePrice).toHaveValue('1299');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await expect(async () => {
    const answer = await (await request.get(`/api/product/${phone._id}`)).json();
    const variant = answer.product.variants.find(
      (one: { options: Record<string, string> }) =>
        one.options.Storage === '128GB' && one.options.Colour === 'Black',
    );
    expect(variant).toMatchObject({ price: 1299, regularPrice: 1450 });
  }).toPass({ timeout: 10_000 });

  await page.goto(`/singleProducts/${phone.id}`);
  await expect(page.getByTestId('regular-price').first()).toContainText('GHS 1,450.00');
});

test('staff who are not the owner read the promotions but cannot change them', async ({ page, request }) => {
  const owner = await staffToken(request);
  const clerk = await registerCustomer(request, 'Yaw Clerk');
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

  await page.goto('/admin/');
  await page.getByLabel('Email').fill(clerk.email);
  await page.getByLabel('Password').fill(clerk.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await openPromotions(page);

  await expect(page.getByText(texts.readOnly).first()).toBeVisible();
  await expect(page.getByRole('button', { name: texts.newPromotion })).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(`^${texts.switchOff} `) })).toHaveCount(0);
  // Sale prices are any staff member's, as prices are (the server takes them from all staff).
  await expect(page.getByLabel(texts.sales.percentOff)).toBeEnabled();
  await expect(page.getByRole('button', { name: texts.exportCsv })).toBeEnabled();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  // On a 360 px phone the list scrolls inside its own box; the page never scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The server refuses them too, in its own words.
  const refused = await request.post('/api/admin/promotions', {
    headers: bearer(clerk.token),
    data: { code: freshCode(), description: 'Not allowed', kind: 'percent', percent: 10 },
  });
  expect(refused.status()).toBe(403);
});
