import { ADMIN_TEXTS, STOCK_ALERT_ADMIN_TEXTS } from '@shop/shared';
import { createProduct, registerCustomer, staffToken } from '../support/api';
import { signInAsStaff } from './admin-helpers';
import { expect, test } from './fixtures';

test('a sold-out product’s page tells staff how many shoppers wait for it to be back', async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  const product: { id: number; _id: string; name: string } = await createProduct(request, token, {
    name: `Samsung Galaxy A05 ${Date.now().toString(36)}`,
    price: 1150,
    category: 'Phone',
    subcategory: 'Android Phone',
    brand: 'Samsung',
    description: 'A phone with a 6.7 inch screen, sold out until the next delivery.',
    stock: 0,
  });

  await signInAsStaff(page);
  await page.goto(`/admin/products/${product.id}`);
  await expect(
    page.getByRole('heading', { name: ADMIN_TEXTS.productForm.editTitle(product.name) }),
  ).toBeVisible();
  const panel = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: STOCK_ALERT_ADMIN_TEXTS.heading }) });
  await expect(panel).toContainText(STOCK_ALERT_ADMIN_TEXTS.none);

  // Two shoppers ask to be told; each account's request is confirmed at once.
  for (const name of ['Ama Mensah', 'Kofi Boateng']) {
    const shopper = await registerCustomer(request, name);
    const asked = await request.post(`/api/product/${product._id}/stock-alerts`, {
      headers: { Authorization: `Bearer ${shopper.token}` },
      data: { channel: 'email' },
    });
    expect(asked.ok(), await asked.text()).toBeTruthy();
  }
  await page.reload();
  await expect(panel.getByTestId('stock-alerts-total')).toHaveText(STOCK_ALERT_ADMIN_TEXTS.waiting(2));
  await expect(panel.getByTestId('stock-alerts-variant')).toContainText(STOCK_ALERT_ADMIN_TEXTS.waiting(2));
});
