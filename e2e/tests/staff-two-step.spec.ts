import { ADMIN_TEXTS, AUDIT_ACTION_NAMES, AUDIT_LOG_TEXTS, TWO_STEP_TEXTS } from '@shop/shared';
import { generate } from 'otplib';
import { registerCustomer, staffToken } from '../support/api';
import { expect, failedLoad, test } from './fixtures';

// Decision 0073: a staff member turns two-step sign-in on from the secret beside the QR code,
// signs out, and signs in again with a code from it. A staff account of its own, so the shared
// e2e owner (and every other journey's sign-in helper) keeps signing in with a password alone.

const texts = TWO_STEP_TEXTS;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The code an authenticator app shows `seconds` from now. */
const codeIn = (secret: string, seconds: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + seconds });

test('a staff member sets up two-step sign-in, signs out, signs in with a code, and finds it in the audit log', async ({
  page,
  request,
  pageGuard,
}) => {
  // Signing out ends the session while the sidebar's counts may still be asking with it.
  pageGuard.allowConsoleError(failedLoad(401), /\/api\/admin\//);
  const staff = await registerCustomer(request, 'Kojo Staff');
  const owner = await staffToken(request);
  const found = await request.get(`/api/admin/customers?q=${encodeURIComponent(staff.email)}`, {
    headers: bearer(owner),
  });
  const [customer] = (await found.json()).customers;
  const promoted = await request.patch(`/api/admin/customers/${customer.id}`, {
    headers: bearer(owner),
    data: { isAdmin: true },
  });
  expect(promoted.ok()).toBeTruthy();

  const signInWithPassword = async () => {
    await page.goto('/admin/');
    await page.getByLabel('Email').fill(staff.email);
    await page.getByLabel('Password').fill(staff.password);
    await page.getByRole('button', { name: ADMIN_TEXTS.signIn.submit }).click();
  };

  await signInWithPassword();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: texts.pageTitle }).click();
  await expect(page.getByText(texts.statusOff)).toBeVisible();
  await page.getByRole('button', { name: texts.start }).click();
  await expect(page.getByRole('img', { name: texts.qrAlt })).toBeVisible();
  const secret = (await page.getByTestId('two-step-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  await page.getByLabel(texts.confirmCodeLabel).fill(await codeIn(secret, 0));
  await page.getByRole('button', { name: texts.turnOn }).click();
  const recoveryCodes = page.getByRole('list', { name: texts.recoveryTitle }).getByRole('listitem');
  await expect(recoveryCodes).toHaveCount(10);
  await page.getByRole('button', { name: texts.recoveryDone }).click();
  await expect(page.getByText(texts.statusOn)).toBeVisible();

  await page.getByRole('button', { name: ADMIN_TEXTS.common.signOut }).first().click();
  await expect(page.getByLabel('Email')).toBeVisible();

  await signInWithPassword();
  await expect(page.getByRole('heading', { name: texts.codeTitle })).toBeVisible();
  // The code of the next 30-second window: the one that turned it on is taken once only.
  await page.getByLabel(texts.codeLabel).fill(await codeIn(secret, 30));
  await page.getByRole('button', { name: texts.verify }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // Their own audit log holds the turning on, under their name.
  await page.getByRole('navigation').getByRole('link', { name: AUDIT_LOG_TEXTS.title }).click();
  await expect(page.getByRole('heading', { name: AUDIT_LOG_TEXTS.title, level: 1 })).toBeVisible();
  const turnedOn = page
    .getByTestId('audit-entry')
    .filter({ hasText: AUDIT_ACTION_NAMES['POST /api/admin/two-step/enable']! })
    .filter({ hasText: staff.email });
  await expect(turnedOn).toHaveCount(1);
});
