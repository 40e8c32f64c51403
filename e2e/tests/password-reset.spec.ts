import type { APIRequestContext } from '@playwright/test';
import { ACCOUNT_MESSAGES, ADMIN_TEXTS, AUTH_LABELS, MAIL_TEXTS } from '@shop/shared';
import { registerCustomer, staffToken, uniqueEmail } from '../support/api';
import { E2E_FAKE_SMTP_VIEW_URL, E2E_PAYSTACK_SHOP_URL } from '../support/environment';
import type { FakeMailView } from '../support/fake-smtp-server';
import { submitLogin } from './customer-helpers';
import { expect, failedLoad, test } from './fixtures';
import { toast } from './storefront-helpers';

// The shop with a mail server: staff see a reset link masked in the Outbox (decision 0041), so
// the link is read from the mailbox, as its owner reads it.
test.use({ baseURL: E2E_PAYSTACK_SHOP_URL });

/**
 * The link of the reset e-mail to `email`, read from the mail server. The link is made and
 * sent just after the answer (decision 0024), so the mailbox is read until it shows.
 */
async function resetLinkFor(
  request: APIRequestContext,
  email: string,
  page = '/reset_password',
): Promise<string> {
  const newestText = async () => {
    const answer = await request.get(`${E2E_FAKE_SMTP_VIEW_URL}/__e2e/mail?to=${encodeURIComponent(email)}`);
    const { mails } = (await answer.json()) as FakeMailView;
    return mails.findLast((mail) => mail.subject === MAIL_TEXTS.passwordReset.subject)?.body;
  };
  await expect.poll(newestText, { message: `a reset e-mail to ${email}`, timeout: 10_000 }).toBeDefined();
  const link = /(https?:\/\/\S+\?token=\S+)/.exec((await newestText())!)?.[1];
  expect(link).toBeDefined();
  expect(new URL(link!).pathname).toBe(page);
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

test('staff reset their password the same way from the admin sign-in', async ({ page, request }) => {
  // A staff member of our own: the shared e2e staff account keeps its password for other tests.
  const member = await registerCustomer(request, 'Esi Staff');
  const admin = await staffToken(request);
  const headers = { Authorization: `Bearer ${admin}` };
  const customers = await (
    await request.get(`/api/admin/customers?q=${encodeURIComponent(member.email)}`, { headers })
  ).json();
  const promoted = await request.patch(`/api/admin/customers/${customers.customers[0].id}`, {
    headers,
    data: { isAdmin: true },
  });
  expect(promoted.ok()).toBe(true);

  await page.goto('/admin/sign-in');
  await page.getByRole('button', { name: ADMIN_TEXTS.signIn.forgot }).click();
  await page.getByLabel(ADMIN_TEXTS.signIn.email).fill(member.email);
  await page.getByRole('button', { name: ADMIN_TEXTS.signIn.sendLink }).click();
  await expect(page.getByRole('status')).toHaveText(ACCOUNT_MESSAGES.resetLinkSent);

  const link = await resetLinkFor(request, member.email, '/admin/reset-password');
  await page.goto(link);
  await page.getByLabel(ADMIN_TEXTS.signIn.newPassword).fill('a-staff-password-2');
  await page.getByRole('button', { name: ADMIN_TEXTS.signIn.setPassword }).click();
  await expect(page.getByRole('status')).toHaveText(ACCOUNT_MESSAGES.passwordReset);
  await page.getByRole('link', { name: ADMIN_TEXTS.signIn.back }).click();
  await page.getByLabel(ADMIN_TEXTS.signIn.email).fill(member.email);
  await page.getByLabel(ADMIN_TEXTS.signIn.password).fill('a-staff-password-2');
  await page.getByRole('button', { name: ADMIN_TEXTS.signIn.submit }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
