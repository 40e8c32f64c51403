import { ACCOUNT_MESSAGES, SEARCH_LABELS } from '@shop/shared';
import { registerCustomer } from '../support/api';
import { E2E_ADMIN } from '../support/environment';
import { submitLogin, toastText } from './customer-helpers';
import { expect, test } from './fixtures';

test.describe('header for staff and customers', () => {
  test('staff see an Admin link in place of the search box', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(toastText(page, ACCOUNT_MESSAGES.loggedIn)).toBeVisible();
    const adminLink = page.getByTestId('admin-link');
    await expect(adminLink).toHaveAttribute('href', '/admin');
    await expect(page.getByRole('combobox', { name: SEARCH_LABELS.label })).toHaveCount(0);
  });

  test('customers keep the search box and get no Admin link', async ({ page, request }) => {
    const customer = await registerCustomer(request);
    await page.goto('/login');
    await submitLogin(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: customer.name })).toBeVisible();
    await expect(page.getByRole('combobox', { name: SEARCH_LABELS.label })).toBeVisible();
    await expect(page.getByTestId('admin-link')).toHaveCount(0);
  });
});
