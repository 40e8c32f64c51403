import { readFile } from 'node:fs/promises';
import { ACCOUNT_MESSAGES, MY_DATA_MESSAGES, MY_DATA_TEXTS } from '@shop/shared';
import { placePaidOrder, registerCustomer } from '../support/api';
import { submitLogin, toastText, twoStockedProducts } from './customer-helpers';
import { expect, failedLoad, test } from './fixtures';

// The Data Protection Act's two actions on /profile (decision 0071): a shopper takes a copy of
// their data, then deletes their account, is signed out, and cannot sign in again.

test('a shopper downloads their data, then deletes their account and can no longer sign in', async ({
  page,
  request,
  pageGuard,
}) => {
  const shopper = await registerCustomer(request, 'Adwoa Sarpong');
  const [product] = await twoStockedProducts(request);
  const { orderId } = await placePaidOrder(request, shopper, product);

  // Signed in once, as the login page does (not on every load: the token must stay gone after).
  await page.goto('/');
  await page.evaluate((token) => window.localStorage.setItem('token', token), shopper.token);
  await page.goto('/profile');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: MY_DATA_TEXTS.heading })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: MY_DATA_TEXTS.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.account.email).toBe(shopper.email);
  expect(data.orders.map((order: { id: string }) => order.id)).toContain(orderId);

  await main.getByRole('button', { name: MY_DATA_TEXTS.delete }).click();
  const dialog = page.getByRole('dialog', { name: MY_DATA_TEXTS.dialogTitle });
  await expect(dialog.getByText(MY_DATA_TEXTS.whatStays)).toBeVisible();

  pageGuard.allowConsoleError(failedLoad(400), /\/api\/user\/delete-account$/);
  await dialog.getByLabel(MY_DATA_TEXTS.passwordLabel).fill('not-my-password');
  await dialog.getByRole('button', { name: MY_DATA_TEXTS.confirm }).click();
  await expect(dialog.getByRole('alert')).toHaveText(MY_DATA_MESSAGES.wrongPassword);

  await dialog.getByLabel(MY_DATA_TEXTS.removeReviews).check();
  await dialog.getByLabel(MY_DATA_TEXTS.passwordLabel).fill(shopper.password);
  await dialog.getByRole('button', { name: MY_DATA_TEXTS.confirm }).click();
  await expect(toastText(page, MY_DATA_MESSAGES.accountDeleted)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  const profile = await request.get('/api/user/profile', {
    headers: { Authorization: `Bearer ${shopper.token}` },
  });
  expect(profile.status()).toBe(401);

  pageGuard.allowConsoleError(failedLoad(401), /\/api\/user\/login$/);
  await page.goto('/login');
  await submitLogin(page, shopper.email, shopper.password);
  await expect(toastText(page, ACCOUNT_MESSAGES.failedInputs)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
