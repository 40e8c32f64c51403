import {
  CONTACT_MESSAGES,
  ERROR_PAGE_TEXT,
  FAQS,
  FORM_LABELS,
  PAGE_META,
  PRIVACY_POLICY,
  SHOP_NAME,
  STORE_HOURS,
  TERMS_AND_CONDITIONS,
} from '@shop/shared';
import { registerCustomer } from '../support/api';
import { expect, failedLoad, test } from './fixtures';
import { storeToken, toast } from './storefront-helpers';

test.describe('information pages', () => {
  test('/about shows the store info and Contact Us leads to /contacts', async ({ page }) => {
    const info = await (await page.request.get('/api/info/get')).json();
    await page.goto('/about');
    await expect(page).toHaveTitle(`${PAGE_META.about.title} | ${SHOP_NAME}`);
    await expect(page.getByText(info.about)).toBeVisible();
    await page.getByRole('link', { name: FORM_LABELS.contactUs }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByText(info.contact.phone).first()).toBeVisible();
  });

  test('/contacts refuses without a login or with empty fields, then sends', async ({ page }) => {
    await page.goto('/contacts');
    await page.getByLabel(FORM_LABELS.name, { exact: true }).fill('Ama Mensah');
    await page.getByLabel(FORM_LABELS.message, { exact: true }).fill('Do you deliver to Kumasi?');
    await page.getByRole('button', { name: FORM_LABELS.send }).click();
    await expect(toast(page, CONTACT_MESSAGES.fillAllFields)).toBeVisible();

    const { token } = await registerCustomer(page.request);
    await storeToken(page, token);
    await page.goto('/contacts');
    await page.getByRole('button', { name: FORM_LABELS.send }).click();
    await expect(toast(page, CONTACT_MESSAGES.fillAllFields)).toBeVisible();
    await page.getByLabel(FORM_LABELS.name, { exact: true }).fill('Ama Mensah');
    await page.getByLabel(FORM_LABELS.message, { exact: true }).fill('Do you deliver to Kumasi?');
    await page.getByRole('button', { name: FORM_LABELS.send }).click();
    await expect(toast(page, CONTACT_MESSAGES.sent)).toBeVisible();
    await expect(page.getByLabel(FORM_LABELS.message, { exact: true })).toHaveValue('');
  });

  test('/faqs lists 30 questions with one answer open at a time', async ({ page }) => {
    await page.goto('/faqs');
    const questions = page.getByRole('button', { expanded: false });
    await expect(page.locator('main button[aria-expanded]')).toHaveCount(30);
    expect(FAQS).toHaveLength(30);
    const first = page.getByRole('button', { name: FAQS[0]!.question });
    const second = page.getByRole('button', { name: FAQS[1]!.question });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(FAQS[0]!.answer)).toBeVisible();
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(FAQS[0]!.answer)).toBeHidden();
    expect(await questions.count()).toBeGreaterThan(0);
  });

  test('/privacy and /term show the policies', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRIVACY_POLICY.title);
    await page.goto('/term');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TERMS_AND_CONDITIONS.title);
    await expect(page).toHaveTitle(`${PAGE_META.terms.title} | ${SHOP_NAME}`);
  });

  test('the footer shows the opening hours and a newsletter box', async ({ page }) => {
    await page.goto('/faqs');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(STORE_HOURS.weekdays)).toBeVisible();
    await expect(footer.getByText(STORE_HOURS.saturdays)).toBeVisible();
    await expect(footer.getByRole('button', { name: FORM_LABELS.subscribe })).toBeVisible();
  });

  test('an unknown path shows the error page without header, and Go Home', async ({ page, pageGuard }) => {
    // The page answers 404, which Chromium reports in the console.
    pageGuard.allowConsoleError(failedLoad(404), /\/no\/such\/page$/);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: ERROR_PAGE_TEXT.heading })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.getByRole('link', { name: FORM_LABELS.goHome }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('Alt+T moves focus to the notifications', async ({ page }) => {
    await page.goto('/contacts');
    await page.getByRole('button', { name: FORM_LABELS.send }).click();
    await expect(toast(page, CONTACT_MESSAGES.fillAllFields)).toBeVisible();
    await page.keyboard.press('Alt+t');
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.Toastify'))))
      .toBe(true);
  });
});
