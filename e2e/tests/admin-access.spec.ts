import { registerCustomer } from '../support/api';
import { E2E_ADMIN } from '../support/environment';
import { expect, test } from './fixtures';

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

test('staff pages fit a 360 px phone, with the navigation behind a Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/admin/');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  const navigation = page.getByRole('navigation', { name: 'Admin' });
  await expect(navigation).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await navigation.getByRole('link', { name: 'Products' }).click();
  await expect(navigation).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();

  // Wide tables scroll inside their own box; the page itself never scrolls sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
