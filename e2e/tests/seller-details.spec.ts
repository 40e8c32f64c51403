import { CHECKOUT_LABELS, SELLER_DETAILS_TEXTS } from '@shop/shared';
import { registerCustomer, staffToken } from '../support/api';
import { signInAsStaff } from './admin-helpers';
import { firstDeliveryCity, toastText, twoStockedProducts } from './customer-helpers';
import { expect, test } from './fixtures';
import { seriousAccessibilityProblems } from './serious-accessibility-problems';
import { storeToken } from './storefront-helpers';

// Decision 0070: the seller's details the law asks for, on the admin site and the storefront.
// The e2e shop is the demo, whose details are filled in: the journey empties one to see the warning.

const texts = SELLER_DETAILS_TEXTS;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const NEW_PHONE_TYPED = '030 298 7654';
const NEW_PHONE = '+233 30 298 7654';

test('the owner is warned of a missing detail, fills it in, and the footer and the checkout show the details', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await staffToken(request);
  const before = (await (await request.get('/api/admin/seller-details', { headers: bearer(token) })).json())
    .sellerDetails;
  const emptied = await request.put('/api/admin/seller-details', {
    headers: bearer(token),
    data: { ...before, phone: '' },
  });
  expect(emptied.ok(), await emptied.text()).toBeTruthy();

  try {
    await test.step('every admin page warns, naming the phone, and links to the form', async () => {
      await signInAsStaff(page);
      const warning = page
        .getByRole('alert')
        .filter({ hasText: texts.missingWarning(texts.labels.phone.toLowerCase()) });
      await expect(warning).toBeVisible();
      await page.getByRole('navigation').getByRole('link', { name: 'Orders' }).click();
      await expect(warning).toBeVisible();
      await warning.getByRole('link', { name: texts.missingLink }).click();
      await expect(page.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible();
      expect(await seriousAccessibilityProblems(page)).toEqual([]);
    });

    await test.step('a foreign number is refused; a Ghana one is saved and the warning goes', async () => {
      const phone = page.getByLabel(texts.labels.phone);
      await phone.fill('+44 20 7946 0958');
      await page.getByRole('button', { name: texts.save }).click();
      await expect(phone).toHaveAccessibleDescription(
        new RegExp(texts.errors.phone.replace(/[+.()]/g, '\\$&')),
      );
      await phone.fill(NEW_PHONE_TYPED);
      await page.getByRole('button', { name: texts.save }).click();
      await expect(toastText(page, texts.saved)).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: texts.missingLink })).toHaveCount(0);
      await expect(phone).toHaveValue(NEW_PHONE);
    });

    await test.step('the storefront footer names the seller with the new phone', async () => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo').getByTestId('seller-details');
      for (const detail of [
        before.legalName,
        before.registrationNumber,
        before.address,
        NEW_PHONE,
        before.email,
      ]) {
        await expect(footer).toContainText(detail);
      }
    });

    await test.step('the checkout shows who sells beside the total, before paying', async () => {
      const [product] = await twoStockedProducts(page.request);
      const delivery = await firstDeliveryCity(page.request);
      const customer = await registerCustomer(page.request, 'Kwabena Owusu');
      await storeToken(page, customer.token);
      const added = await page.request.post('/api/cart/add', {
        headers: bearer(customer.token),
        data: { productId: product!._id, quantity: 1 },
      });
      expect(added.ok()).toBeTruthy();
      const main = page.getByRole('main');
      await page.goto('/cart');
      await main.getByLabel('Delivery city').selectOption(delivery.city);
      await main.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await expect(main.getByRole('heading', { level: 1, name: CHECKOUT_LABELS.title })).toBeVisible();
      const seller = main.getByRole('region', { name: texts.sellerHeading });
      await expect(seller).toContainText(texts.checkoutNote);
      for (const detail of [
        before.legalName,
        before.registrationNumber,
        before.address,
        NEW_PHONE,
        before.email,
      ]) {
        await expect(seller).toContainText(detail);
      }
      await expect(main.getByText(`${CHECKOUT_LABELS.total}`, { exact: false }).first()).toBeVisible();
    });
  } finally {
    // The shop is shared with the journeys running beside this one: leave it as it was.
    const restored = await request.put('/api/admin/seller-details', { headers: bearer(token), data: before });
    expect(restored.ok(), await restored.text()).toBeTruthy();
  }
});
