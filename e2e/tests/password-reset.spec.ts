import type { APIRequestContext } from '@playwright/test';
import { ACCOUNT_MESSAGES, AUTH_LABELS, MAIL_TEXTS } from '@shop/shared';
import { registerCustomer, staffToken, uniqueEmail } from '../support/api';
import { submitLogin } from './customer-helpers';
import { expect, failedLoad, test } from './fixtures';
import { toast } from './storefront-helpers';

/** The link of the reset e-mail to `email`, read from the outbox as staff see it (no SMTP_URL here). */
async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  const token = await staffToken(request);
  const answer = await (
    await request.get('/api/admin/outbox?limit=100', { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  const message = (answer.messages as { to: string; subject: string; text: string }[]).find(
    (candidate) => candidate.to === email && candidate.subject === MAIL_TEXTS.passwordReset.subject,
  );
  expect(message, `a reset e-mail to ${email}`).toBeDefined();
  const link = /(https?:\/\/\S+\/reset_password\?token=\S+)/.exec(message!.text)?.[1];
  expect(link).toBeDefined();
  return new URL(link!).pathname + new URL(link!).search;
}

test('a shopper who forgot the password sets a new one from the e-mailed link', async ({
  page,
  request,
  pageGuard,
}) => {
  const customer = await registerCustomer(request);
  const main = page.getByRole('main');

  // An unknown address gets exactly the answer a known one gets.
  await page.goto('/login');
  await main.getByRole('button', { name: AUTH_LABELS.forgotPassword }).click();
  await main.getByLabel(AUTH_LABELS.email, { exact: true }).fill(uniqueEmail('nobody'));
  await main.getByRole('button', { name: AUTH_LABELS.sendLink }).click();
  await expect(main.getByTestId('reset-link-sent')).toHaveText(ACCOUNT_MESSAGES.resetLinkSent);

  await page.goto('/login');
  await main.getByRole('button', { name: AUTH_LABELS.forgotPassword }).click();
  await main.getByLabel(AUTH_LABELS.email, { exact: true }).fill(customer.email);
  await main.getByRole('button', { name: AUTH_LABELS.sendLink }).click();
  await expect(main.getByTestId('reset-link-sent')).toHaveText(ACCOUNT_MESSAGES.resetLinkSent);

  const link = await resetLinkFor(request, customer.email);
  await page.goto(link);
  await main.getByLabel(AUTH_LABELS.newPassword, { exact: true }).fill('a-fresh-password-2');
  await main.getByRole('button', { name: AUTH_LABELS.setPassword }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.passwordReset)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer opens the account; the new one does.
  expect(
    (
      await request.post('/api/user/login', { data: { email: customer.email, password: customer.password } })
    ).status(),
  ).toBe(401);
  await submitLogin(page, customer.email, 'a-fresh-password-2');
  await expect(page).toHaveURL(/\/profile$/);

  // The link worked once: the second use is refused (400), and the page says why.
  pageGuard.allowConsoleError(failedLoad(400), /\/api\/user\/password\/reset$/);
  await page.goto(link);
  await main.getByLabel(AUTH_LABELS.newPassword, { exact: true }).fill('yet-another-password');
  await main.getByRole('button', { name: AUTH_LABELS.setPassword }).click();
  await expect(main.getByTestId('reset-failure')).toHaveText(ACCOUNT_MESSAGES.resetLinkInvalid);
});
