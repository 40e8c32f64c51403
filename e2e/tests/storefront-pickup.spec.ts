import { PICKUP_TEXTS } from '@shop/shared';
import { staffToken } from '../support/api';
import { toastText } from './customer-helpers';
import { expect, test } from './fixtures';
import { productForPayOnDelivery, verifiedShopper } from './pay-on-delivery-helpers';
import { storeToken } from './storefront-helpers';

// Pickup at a branch at checkout (decision 0069): the shopper chooses a branch that holds the
// cart on /order, types no address, pays at the counter, and finds the branch on the order.

test('a shopper picks up at Kumasi Adum, pays at the counter, and sees the branch and its hours on the order', async ({
  page,
  request,
}) => {
  // Staff put two units of a product at Kumasi Adum (the e2e shop keeps every unit at Accra Mall).
  const staff = { Authorization: `Bearer ${await staffToken(request)}` };
  const product = await productForPayOnDelivery(request);
  const grid = await (
    await request.get(`/api/admin/products/${product.id}/branch-stock`, { headers: staff })
  ).json();
  const kumasi = (grid.branches as { id: number; name: string }[]).find(
    (branch) => branch.name === 'Kumasi Adum',
  )!;
  const variant = (grid.variants as { _id: string; branches: Record<string, number> }[])[0]!;
  const placed = await request.put(`/api/admin/products/${product.id}/branch-stock`, {
    headers: staff,
    data: {
      stock: [{ variantId: variant._id, branchId: kumasi.id, stock: (variant.branches[kumasi.id] ?? 0) + 2 }],
    },
  });
  expect(placed.ok(), await placed.text()).toBeTruthy();

  const shopper = await verifiedShopper(request, 'Yaw Asante');
  const added = await request.post('/api/cart/add', {
    headers: shopper.headers,
    data: { productId: product._id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  await storeToken(page, shopper.token);

  await page.goto('/order?city=Accra');
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: PICKUP_TEXTS.fulfilmentLabels.pickup }).check();
  const branches = main.getByRole('group', { name: PICKUP_TEXTS.chooseBranch });
  const atKumasi = branches.getByRole('radio', { name: /Kumasi Adum/ });
  await expect(atKumasi).toBeVisible();
  await expect(branches.getByTestId('pickup-branch').filter({ hasText: 'Kumasi Adum' })).toContainText(
    'Monday to Friday: 08:00 to 18:00',
  );
  // Takoradi offers no pickup: it is not listed.
  await expect(branches.getByText(/Takoradi/)).toHaveCount(0);
  await atKumasi.check();
  // No address to type, and no delivery fee.
  await expect(main.getByRole('textbox', { name: /^Street/ })).toHaveCount(0);
  await expect(page.getByTestId('order-fee')).toHaveText(PICKUP_TEXTS.freePickup);

  await main.getByLabel(/^First name/).fill('Yaw');
  await main.getByLabel(/^Last name/).fill('Asante');
  await main.getByLabel(/^Email address/).fill(shopper.email);
  await expect(main.getByLabel(/^Phone number/)).not.toHaveValue('');
  await main.getByRole('radio', { name: /^Pay at the counter/ }).check();
  await main.getByRole('button', { name: PICKUP_TEXTS.placeOrderAtCounter }).click();

  await expect(page).toHaveURL(/\/track_order$/);
  await expect(
    toastText(page, /^Order KTG-\d+ placed! You pay at the counter when you collect it\.$/),
  ).toBeVisible();
  await expect(page.getByTestId('pay-on-delivery-placed')).toContainText('at the counter of Kumasi Adum');
  const card = page.getByTestId('order-card').first();
  const pickup = card.getByTestId('order-pickup');
  await expect(pickup).toContainText(PICKUP_TEXTS.pickUpAt('Kumasi Adum'));
  await expect(pickup).toContainText('Sunday: Closed');
  await expect(card.getByTestId('order-fee')).toHaveText(PICKUP_TEXTS.freePickup);
  await expect(card.getByTestId('order-how-paid')).toContainText('Pay at the counter');

  // The unit was taken at Kumasi: one of the two is left there.
  const after = await (
    await request.get(`/api/admin/products/${product.id}/branch-stock`, { headers: staff })
  ).json();
  expect(after.variants[0].branches[kumasi.id]).toBe((variant.branches[kumasi.id] ?? 0) + 1);
});
