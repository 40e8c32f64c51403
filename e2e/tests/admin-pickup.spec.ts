import { PICKUP_COUNTER_ADMIN_TEXTS, PICKUP_COUNTER_MESSAGES } from '@shop/shared';
import { E2E_FAKE_AFRICASTALKING_URL } from '../support/environment';
import type { FakeSmsView } from '../support/fake-africastalking-server';
import { signInAsStaff } from './admin-helpers';
import { toastText } from './customer-helpers';
import { expect, failedLoad, test } from './fixtures';
import { productForPayOnDelivery, verifiedShopper } from './pay-on-delivery-helpers';
import { freshImei } from './serial-helpers';

// The counter of a pickup (decision 0069): staff mark it ready, the shopper gets the code by
// SMS, a wrong code is refused with the tries left, the right one hands it over with the cash.

const texts = PICKUP_COUNTER_ADMIN_TEXTS;

test('staff mark a pickup ready, refuse a wrong code, and hand it over against the code the shopper got by SMS, taking the cash', async ({
  page,
  request,
  pageGuard,
}) => {
  // The wrong code is answered 422, on purpose.
  pageGuard.allowConsoleError(failedLoad(422), /\/api\/admin\/orders\/[^/]+\/pickup$/);
  await page.setViewportSize({ width: 1280, height: 900 });
  const shopper = await verifiedShopper(request, 'Kwame Boateng');
  const product = await productForPayOnDelivery(request);
  const added = await request.post('/api/cart/add', {
    headers: shopper.headers,
    data: { productId: product._id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  const offered = await (await request.get('/api/cart/pickup-branches', { headers: shopper.headers })).json();
  const branch = offered.branches[0] as { id: number; name: string };
  expect(branch).toBeDefined();
  // "Place order" for a pickup, paid at the counter, as /order sends it.
  const started = await request.post('/api/orders/start', {
    headers: shopper.headers,
    data: {
      firstName: 'Kwame',
      lastName: 'Boateng',
      email: shopper.email,
      street: '',
      city: '',
      state: '',
      zipCode: '',
      country: 'Ghana',
      phoneNumber: shopper.phone,
      paymentMethod: 'pay-on-delivery',
      items: [{ productId: product._id, quantity: 1 }],
      subtotal: product.price,
      shippingFee: 0,
      total: product.price,
      fulfilment: 'pickup',
      pickupBranchId: branch.id,
    },
  });
  expect(started.ok(), await started.text()).toBeTruthy();
  const { orderId, payOnDelivery } = (await started.json()) as {
    orderId: string;
    payOnDelivery: { orderNumber: string };
  };

  await signInAsStaff(page);
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByTestId('pickup-branch')).toHaveText(branch.name);
  await page.getByRole('button', { name: texts.markReady }).click();
  await expect(toastText(page, PICKUP_COUNTER_MESSAGES.markedReady(payOnDelivery.orderNumber))).toBeVisible();
  await expect(page.getByTestId('pickup-tries')).toHaveText(texts.triesLeft(5));

  // The code, as the shopper reads it on their phone.
  let code = '';
  await expect
    .poll(async () => {
      const answer = await request.get(
        `${E2E_FAKE_AFRICASTALKING_URL}/__e2e/sms?to=${encodeURIComponent(shopper.e164)}`,
      );
      const { messages } = (await answer.json()) as FakeSmsView;
      const ready = messages.find((sms) =>
        sms.message.includes(`Order ${payOnDelivery.orderNumber} is ready at`),
      );
      code = /Show code (\d{6}) at the counter\./.exec(ready?.message ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);

  const handover = page.getByRole('form', { name: texts.handover });
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  // A phone's units are scanned at the handover, as at In Truck: the warranty starts today.
  const serials: string[] = [];
  for (const field of await handover.getByRole('group', { name: texts.serials }).getByRole('textbox').all()) {
    const serial = freshImei();
    serials.push(serial);
    await field.fill(serial);
  }
  await handover.getByLabel(texts.code).fill(wrong);
  await handover.getByRole('button', { name: texts.handover }).click();
  await expect(handover.getByRole('alert')).toHaveText(PICKUP_COUNTER_MESSAGES.wrongCode(4));
  await expect(page.getByTestId('pickup-tries')).toHaveText(texts.triesLeft(4));

  await handover.getByLabel(texts.code).fill(code);
  await handover.getByRole('button', { name: texts.handover }).click();
  await expect(toastText(page, PICKUP_COUNTER_MESSAGES.pickedUp(payOnDelivery.orderNumber))).toBeVisible();
  await expect(page.getByTestId('pickup-status')).toHaveText('Picked up');
  await expect(page.getByRole('form', { name: texts.handover })).toHaveCount(0);
  for (const serial of serials) {
    const warranty = await (await request.get(`/api/warranty/${serial}`)).json();
    expect(warranty.warranty).toMatchObject({ serial, state: 'sold', underWarranty: true });
  }
});
