import { TAX_SETTINGS_TEXTS } from '@shop/shared';
import { staffToken } from '../support/api';
import { signInAsStaff } from './admin-helpers';
import { toastText } from './customer-helpers';
import { expect, test } from './fixtures';
import { seriousAccessibilityProblems } from './serious-accessibility-problems';

// Decision 0061: the owner's Tax settings page on the first e2e shop, whose staff account is the owner.

const texts = TAX_SETTINGS_TEXTS;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test('the owner registers the shop for VAT with its TIN, saves, and finds it so after a reload', async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  const before = (await (await request.get('/api/admin/tax-settings', { headers: bearer(token) })).json())
    .taxSettings;
  expect(before.registered).toBe(false);

  try {
    await signInAsStaff(page);
    await page.getByRole('navigation').getByRole('link', { name: texts.title }).click();
    await expect(page.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible();
    const registered = page.getByRole('switch', { name: texts.registered });
    await expect(registered).not.toBeChecked();
    await expect(page.getByTestId('tax-example')).toHaveText(
      'A GHS 1,000.00 order: taxable value GHS 833.34, NHIL GHS 20.83, GETFund GHS 20.83, VAT GHS 125.00.',
    );
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    await registered.check();
    await page.getByRole('button', { name: texts.save }).click();
    // Registered without a TIN: the page says so under the box, and nothing is saved.
    await expect(page.getByLabel(texts.tin)).toHaveAccessibleDescription(texts.errors.tinRequired);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    await page.getByLabel(texts.tin).fill('C0012345678');
    await page.getByLabel(texts.legalName).fill('Kwik Tech Ghana Limited');
    await page.getByRole('button', { name: texts.save }).click();
    await expect(toastText(page, texts.saved)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('switch', { name: texts.registered })).toBeChecked();
    await expect(page.getByLabel(texts.tin)).toHaveValue('C0012345678');
    await expect(page.getByLabel(texts.legalName)).toHaveValue('Kwik Tech Ghana Limited');
    await expect(page.getByText(texts.exampleNotRegistered)).toHaveCount(0);
  } finally {
    // The shop is shared with the journeys running beside this one: leave it as it was.
    const restored = await request.put('/api/admin/tax-settings', { headers: bearer(token), data: before });
    expect(restored.ok(), await restored.text()).toBeTruthy();
  }
});
