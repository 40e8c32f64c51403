import { CHECKOUT_LABELS, DIGITAL_ADDRESS_TEXTS, formatGhs } from '@shop/shared';
import { registerCustomer } from '../support/api';
import { firstDeliveryCity, toastText, twoStockedProducts } from './customer-helpers';
import { expect, test } from './fixtures';
import { seriousAccessibilityProblems } from './serious-accessibility-problems';
import { storeToken } from './storefront-helpers';

test.use({ viewport: { width: 360, height: 740 } });

test('the checkout is filled in from the account and the last order, with a GhanaPost digital address', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [first, second] = await twoStockedProducts(page.request);
  const delivery = await firstDeliveryCity(page.request);
  const customer = await registerCustomer(page.request, 'Akosua Serwaa Adjei');
  await storeToken(page, customer.token);
  const main = page.getByRole('main');
  const field = (label: RegExp) => main.getByLabel(label);

  const toCheckout = async (product: { _id: string }) => {
    const added = await page.request.post('/api/cart/add', {
      headers: { Authorization: `Bearer ${customer.token}` },
      data: { productId: product._id, quantity: 1 },
    });
    expect(added.ok()).toBeTruthy();
    await page.goto('/cart');
    await main.getByLabel('Delivery city').selectOption(delivery.city);
    await main.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(main.getByRole('heading', { level: 1, name: CHECKOUT_LABELS.title })).toBeVisible();
  };

  await test.step('a first order: the name and e-mail come from the account', async () => {
    await toCheckout(first);
    await expect(field(/^First name/)).toHaveValue('Akosua Serwaa');
    await expect(field(/^Last name/)).toHaveValue('Adjei');
    await expect(field(/^Email address/)).toHaveValue(customer.email);
    // Region and zip code are not checked, so they are not marked required either.
    for (const optional of [/^Region \/ State/, /^Zip code/, /^Digital address/]) {
      await expect(field(optional)).not.toHaveAttribute('required');
      await expect(main.locator('label', { hasText: optional })).toContainText(
        DIGITAL_ADDRESS_TEXTS.optional,
      );
    }
    await expect(field(/^Street/)).toHaveAttribute('required');
    await field(/^Street/).fill('12 Oxford Street, Osu');
    await field(/^Phone number/).fill('024 123 4567');
    await field(/^Digital address/).fill('Osu mall');
    await main.getByRole('button', { name: CHECKOUT_LABELS.pay }).click();
    await expect(toastText(page, DIGITAL_ADDRESS_TEXTS.invalid)).toBeVisible();
    await expect(page.getByRole('dialog', { name: CHECKOUT_LABELS.testPaymentTitle })).toBeHidden();
    await field(/^Digital address/).fill('ga 123 4567');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await main.getByRole('button', { name: CHECKOUT_LABELS.pay }).click();
    const popup = page.getByRole('dialog', { name: CHECKOUT_LABELS.testPaymentTitle });
    await popup
      .getByRole('button', { name: CHECKOUT_LABELS.testPay(formatGhs(first.price + delivery.fee)) })
      .click();
    await expect(page).toHaveURL(/\/track_order$/);
  });

  await test.step('the next order: phone and address come from the last one, the digital address as GhanaPost writes it', async () => {
    await toCheckout(second);
    await expect(field(/^First name/)).toHaveValue('Akosua Serwaa');
    await expect(field(/^Street/)).toHaveValue('12 Oxford Street, Osu');
    await expect(field(/^Phone number/)).toHaveValue('024 123 4567');
    await expect(field(/^Digital address/)).toHaveValue('GA-123-4567');
    await expect(main.getByLabel(/^City/)).toHaveValue(delivery.city);
  });
});
