import type { APIRequestContext } from '@playwright/test';
import {
  CART_LABELS,
  CHECKOUT_MESSAGES,
  DISCOUNT_MESSAGES,
  DISCOUNT_TEXTS,
  formatGhs,
  type Product,
} from '@shop/shared';
import { registerCustomer, staffToken } from '../support/api';
import { cartCount, cartLine, firstDeliveryCity, toastText } from './customer-helpers';
import { expect, failedLoad, test } from './fixtures';
import { seriousAccessibilityProblems } from './serious-accessibility-problems';
import { storeToken } from './storefront-helpers';

// Decision 0062 as a shopper meets it: staff put a product on sale and create a 10 % code
// through the admin API; the shopper sees the struck price and the saving, applies the code in
// the cart (a wrong one first), pays online with the test provider, and the order keeps the
// discount.

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const REGULAR = 1000;
// 20 % off GHS 1,000.00, then 10 % off the GHS 800.00 the cart holds.
const SALE = 800;
const DISCOUNT = 80;

/** A product of the test's own, so runs side by side never share its stock or its sale. */
async function createProduct(request: APIRequestContext, headers: Record<string, string>): Promise<Product> {
  const listed = (await (await request.get('/api/product/list?limit=20')).json()).products as Product[];
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const created = await request.post('/api/admin/products', {
    headers,
    data: {
      name: `Sale Cable E2E ${stamp}`,
      price: REGULAR,
      category: 'Accessories',
      subcategory: 'Cable',
      brand: 'Anker',
      description: 'A braided cable made by a browser test, to be put on sale.',
      stock: 5,
      image: [listed[0]!.image[0]!],
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  return ((await created.json()) as { product: Product }).product;
}

test('a shopper sees a sale, applies a 10 % code in the cart and pays the discounted total', async ({
  page,
  request,
  pageGuard,
}) => {
  // The wrong code's 404 is the server's answer the test provokes.
  pageGuard.allowConsoleError(failedLoad(404), /\/api\/cart\/discount/);
  const headers = bearer(await staffToken(request));
  const product = await createProduct(request, headers);
  const saleEndsAt = new Date(Date.now() + 3 * 24 * 3600 * 1000);
  saleEndsAt.setUTCSeconds(0, 0);

  await test.step('staff put the product on sale: 20 % off for three days', async () => {
    const sale = await request.put('/api/admin/sales', {
      headers,
      data: { target: 'product', value: product._id, percent: 20, endsAt: saleEndsAt.toISOString() },
    });
    expect(sale.ok(), await sale.text()).toBeTruthy();
  });

  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const description = '10 % off, a storefront test';
  await test.step('staff create a 10 % code', async () => {
    const created = await request.post('/api/admin/promotions', {
      headers,
      data: { code, description, kind: 'percent', percent: 10 },
    });
    expect(created.status(), await created.text()).toBe(201);
  });

  const customer = await registerCustomer(request);
  await storeToken(page, customer.token);
  const main = page.getByRole('main');

  await test.step('the card and the product page show the sale price, the struck price and Save', async () => {
    await page.goto(`/products?q=${encodeURIComponent(product.name)}`);
    const card = main.getByRole('link').filter({ hasText: product.name });
    await expect(card).toContainText(formatGhs(SALE));
    await expect(card.locator('s')).toContainText(formatGhs(REGULAR));
    await expect(card).toContainText(DISCOUNT_TEXTS.save(formatGhs(REGULAR - SALE)));

    await page.goto(`/singleProducts/${product.id}`);
    await expect(page.getByTestId('product-price')).toHaveText(formatGhs(SALE));
    const block = page.getByTestId('price-block');
    await expect(block.locator('s')).toHaveText(`${DISCOUNT_TEXTS.regularPrice}: ${formatGhs(REGULAR)}`);
    await expect(block).toContainText(DISCOUNT_TEXTS.save(formatGhs(REGULAR - SALE)));
    await expect(page.getByTestId('sale-ends')).toContainText('Sale ends');
    const offer = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ).offers;
    expect(offer).toMatchObject({
      price: SALE.toFixed(2),
      priceValidUntil: saleEndsAt.toISOString().slice(0, 10),
    });
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });

  await test.step('in the cart: a wrong code says why, the right one shows the discount line', async () => {
    await main.getByRole('button', { name: 'Add To Cart', exact: true }).click();
    // The cart holds it once the header counts it: going to /cart sooner could leave the add unsent.
    await expect(cartCount(page)).toHaveText('1');
    await page.goto('/cart');
    const line = cartLine(page, product.name);
    await expect(line.getByTestId('unit-price')).toHaveText(formatGhs(SALE));
    await expect(line.getByTestId('regular-price')).toContainText(formatGhs(REGULAR));

    const box = main.getByLabel(DISCOUNT_TEXTS.codeLabel);
    await box.fill('NOT-A-CODE');
    await main.getByRole('button', { name: DISCOUNT_TEXTS.apply }).click();
    await expect(main.getByRole('alert')).toHaveText(DISCOUNT_MESSAGES.unknown);
    await expect(box).toHaveAccessibleDescription(DISCOUNT_MESSAGES.unknown);

    await box.fill(code.toLowerCase());
    await main.getByRole('button', { name: DISCOUNT_TEXTS.apply }).click();
    const discount = page.getByTestId('discount-line');
    await expect(discount).toContainText(DISCOUNT_TEXTS.line(code, description));
    await expect(discount.getByTestId('discount-amount')).toHaveText(formatGhs(-DISCOUNT));
    await expect(main.getByText(DISCOUNT_TEXTS.applied(code))).toBeVisible();
    await expect(page.getByTestId('summary-subtotal')).toHaveText(formatGhs(SALE));
    await expect(page.getByTestId('summary-total')).toHaveText(formatGhs(SALE - DISCOUNT));
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });

  const delivery = await firstDeliveryCity(request);
  const total = SALE - DISCOUNT + delivery.fee;
  await test.step('checkout: the discounted total is what the test provider charges', async () => {
    await main.getByLabel(CART_LABELS.city).selectOption(delivery.city);
    await expect(page.getByTestId('summary-total')).toHaveText(formatGhs(total));
    await main.getByRole('button', { name: CART_LABELS.proceed }).click();
    await expect(page).toHaveURL(/\/order\?city=/);
    await expect(page.getByTestId('discount-line')).toContainText(DISCOUNT_TEXTS.line(code, description));
    await expect(page.getByTestId('order-subtotal')).toHaveText(formatGhs(SALE));
    await expect(page.getByTestId('order-total')).toHaveText(formatGhs(total));
    await main.getByLabel(/^First name/).fill('Ama');
    await main.getByLabel(/^Last name/).fill('Mensah');
    await main.getByLabel(/^Email address/).fill(customer.email);
    await main.getByLabel(/^Street/).fill('12 Oxford Street, Osu');
    await main.getByLabel(/^Phone number/).fill('024 123 4567');
    await main.getByRole('button', { name: 'Place Order and Pay' }).click();
    const popup = page.getByRole('dialog', { name: 'Test payment' });
    await expect(popup.getByTestId('test-payment-amount')).toHaveText(formatGhs(total));
    await popup.getByRole('button', { name: /^Pay GHS/ }).click();
    await expect(toastText(page, CHECKOUT_MESSAGES.orderPlaced)).toBeVisible();
    await expect(page).toHaveURL(/\/track_order$/);
  });

  await test.step('the order shows the discount line, the struck regular price and the total paid', async () => {
    const card = page.getByTestId('order-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('order-subtotal')).toHaveText(formatGhs(SALE));
    const discount = card.getByTestId('discount-line');
    await expect(discount).toContainText(DISCOUNT_TEXTS.line(code, description));
    await expect(discount.getByTestId('discount-amount')).toHaveText(formatGhs(-DISCOUNT));
    await expect(card.getByTestId('order-total')).toHaveText(formatGhs(total));
    await expect(card.getByTestId('order-item-price')).toHaveText(formatGhs(SALE));
    await expect(card.getByTestId('regular-price')).toContainText(formatGhs(REGULAR));
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });
});
