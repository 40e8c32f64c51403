import {
  ACCOUNT_MESSAGES,
  ADMIN_TEXTS,
  AUTH_LABELS,
  DEMO_MAILBOX_PATH,
  DEMO_MAILBOX_TEXTS,
  PHONE_LABELS,
  PHONE_MESSAGES,
} from '@shop/shared';
import { uniqueEmail } from '../support/api';
import { E2E_PAYSTACK_SHOP_URL } from '../support/environment';
import { outboxMessage, signInAsStaff } from './admin-helpers';
import { expect, test } from './fixtures';
import { seriousAccessibilityProblems } from './serious-accessibility-problems';
import { toast } from './storefront-helpers';

// The shop with a mail server but no SMS provider: its phone codes go to the demo mailbox
// (decision 0054), which the browser on this same computer opens.
test.use({ baseURL: E2E_PAYSTACK_SHOP_URL });

test('a new shopper verifies their phone with the code read from the demo mailbox; staff still see it masked', async ({
  page,
  context,
}) => {
  const main = page.getByRole('main');
  await page.goto('/login');
  await main.getByRole('button', { name: AUTH_LABELS.createAccount }).click();
  await main.getByLabel(AUTH_LABELS.fullName, { exact: true }).fill('Yaw Boateng');
  await main.getByLabel(AUTH_LABELS.email, { exact: true }).fill(uniqueEmail('demo-mailbox'));
  await main.getByLabel(AUTH_LABELS.password, { exact: true }).fill('demo-mailbox-password-1');
  await main.getByRole('button', { name: AUTH_LABELS.signUp, exact: true }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.registered)).toBeVisible();

  // A number of this run alone: 024 and seven digits from the clock.
  const local = `024${String(Date.now()).slice(-7)}`;
  const e164 = `+233${local.slice(1)}`;
  const shown = `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;
  await page.goto('/profile');
  await page.getByLabel(PHONE_LABELS.phone).fill(local);
  await page.getByRole('button', { name: PHONE_LABELS.sendCode }).click();
  await expect(toast(page, PHONE_MESSAGES.codeSent(shown))).toBeVisible();

  // The demo mailbox in a tab of its own; the worker delivers within a second or two.
  const mailbox = await context.newPage();
  const letter = mailbox
    .getByRole('article')
    .filter({ has: mailbox.getByRole('heading', { name: DEMO_MAILBOX_TEXTS.heading('sms', e164, '') }) });
  await expect(async () => {
    await mailbox.goto(DEMO_MAILBOX_PATH);
    await expect(letter).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(mailbox.getByRole('heading', { level: 1, name: DEMO_MAILBOX_TEXTS.title })).toBeVisible();
  expect(await seriousAccessibilityProblems(mailbox)).toEqual([]);
  const code = /code: (\d{6})\./.exec(await letter.innerText())?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await mailbox.close();

  await page.getByLabel(PHONE_LABELS.code).fill(code!);
  await page.getByRole('button', { name: PHONE_LABELS.verify }).click();
  await expect(toast(page, PHONE_MESSAGES.phoneVerified)).toBeVisible();
  await expect(page.getByText(PHONE_LABELS.verified, { exact: true })).toBeVisible();

  // Staff see where it went, and the words with the code masked (decision 0041).
  await signInAsStaff(page);
  await page.getByRole('link', { name: ADMIN_TEXTS.layout.outbox }).click();
  await expect(page.getByRole('note').filter({ hasText: DEMO_MAILBOX_TEXTS.outbox.smsNote })).toBeVisible();
  const sms = await outboxMessage(page, ADMIN_TEXTS.outbox.to(e164));
  await expect(sms.getByTestId('outbox-status')).toHaveText(DEMO_MAILBOX_TEXTS.outbox.status);
  await sms.getByText(ADMIN_TEXTS.outbox.show).click();
  await expect(sms.locator('pre')).toBeVisible();
  await expect(sms).not.toContainText(code!);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
});
