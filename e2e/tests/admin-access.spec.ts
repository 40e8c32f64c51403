import { expect, test } from '@playwright/test';
import { registerCustomer } from '../support/api';

test('a customer account is refused at the admin sign-in with a clear message', async ({ page, request }) => {
  const customer = await registerCustomer(request, 'Esi Owusu');
  await page.goto('/admin/');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('not a staff account');
  expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
});

test('the admin site works at 360 px with the menu folded', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
