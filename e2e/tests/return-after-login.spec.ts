import {
  ACCOUNT_MESSAGES,
  CART_MESSAGES,
  formatGhs,
  ORDER_LABELS,
  ORDER_MESSAGES,
  PRODUCT_LABELS,
  variantDisplayName,
} from '@shop/shared';
import { registerCustomer, uniqueEmail } from '../support/api';
import { cartCount, cartLine, submitLogin, toastText } from './customer-helpers';
import { expect, test } from './fixtures';
import { seriousAccessibilityProblems } from './serious-accessibility-problems';
import { createVariantPhone } from './variant-helpers';

test.use({ viewport: { width: 360, height: 740 } });

test('a guest taps Add To Cart on a variant, signs up, and is back on that variant with it in the cart', async ({
  page,
}) => {
  const phone = await createVariantPhone(page.request);
  const main = page.getByRole('main');
  const variantPath = `/singleProducts/${phone.id}?storage=256GB&colour=Blue`;
  await page.goto(variantPath);
  await expect(page.getByTestId('product-price')).toHaveText(formatGhs(1849));
  await main.getByRole('button', { name: PRODUCT_LABELS.addToCart, exact: true }).click();
  // The first version's toast and trip to /login stay.
  await expect(toastText(page, CART_MESSAGES.loginToAdd)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  await main.getByRole('button', { name: 'Create an account' }).click();
  await main.getByLabel('Full Name', { exact: true }).fill('Esi Owusu');
  await main.getByLabel('Email', { exact: true }).fill(uniqueEmail('return'));
  await main.getByLabel('Password', { exact: true }).fill('return-password-1');
  await main.getByRole('button', { name: 'Sign Up', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`${variantPath.replace('?', '\\?')}$`));
  await expect(toastText(page, ACCOUNT_MESSAGES.registered)).toBeVisible();
  await expect(toastText(page, CART_MESSAGES.productAdded)).toBeVisible();
  await expect(page.getByTestId('product-price')).toHaveText(formatGhs(1849));
  await expect(page.getByRole('radio', { name: 'Blue', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(cartCount(page)).toHaveText('1');
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  await page.goto('/cart');
  const line = cartLine(page, variantDisplayName(phone.name, { Storage: '256GB', Colour: 'Blue' }));
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('quantity')).toHaveText('1');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});

test('logging in from /track_order comes back to /track_order', async ({ page }) => {
  const customer = await registerCustomer(page.request);
  await page.goto('/track_order');
  await expect(toastText(page, ORDER_MESSAGES.notLoggedIn)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/track_order$/);
  await expect(toastText(page, ACCOUNT_MESSAGES.loggedIn)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: ORDER_LABELS.title })).toBeVisible();
});

test('a way back that leads off the shop is ignored: the login lands on /profile', async ({ page }) => {
  const customer = await registerCustomer(page.request);
  await page.goto('/login');
  await page.evaluate(() =>
    window.sessionStorage.setItem('return-after-login', JSON.stringify({ path: '//example.com/' })),
  );
  await submitLogin(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('main').getByRole('heading', { name: customer.name })).toBeVisible();
});
