import { type APIRequestContext, expect } from '@playwright/test';
import { registerCustomer } from '../support/api';
import { E2E_FAKE_AFRICASTALKING_URL } from '../support/environment';
import type { FakeSmsView } from '../support/fake-africastalking-server';
import type { StockedProduct } from './customer-helpers';

/** The demo shop takes pay on delivery in Accra up to GHS 3,000 (decision 0034). */
export const POD_CITY = 'Accra';
const POD_MAX_TOTAL = 3000;

let phoneCounter = 0;
/** A Ghanaian mobile number no other test of the run uses: 024 and seven digits. */
function uniqueLocalPhone(): string {
  phoneCounter += 1;
  const digits = `${Date.now()}${process.pid}${phoneCounter}`.slice(-7);
  return `024${digits}`;
}

/**
 * A street of the shopper's own (from its unique phone): pay on delivery counts open orders
 * per delivery address too (decision 0044), so shoppers of other tests must not share one.
 */
export const streetOf = (shopper: { phone: string }) => `${shopper.phone.slice(-7)} Ring Road Central`;

/**
 * A shopper whose phone is verified by the code the fake Africa's Talking received: the first
 * e2e shop sends SMS, so pay on delivery asks for a verified phone there.
 */
export async function verifiedShopper(request: APIRequestContext, name = 'Abena Owusu') {
  const customer = await registerCustomer(request, name);
  const headers = { Authorization: `Bearer ${customer.token}` };
  const local = uniqueLocalPhone();
  const e164 = `+233${local.slice(1)}`;
  const started = await request.post('/api/user/phone/start', { headers, data: { phone: local } });
  expect(started.ok(), await started.text()).toBeTruthy();
  let code = '';
  await expect
    .poll(async () => {
      const answer = await request.get(
        `${E2E_FAKE_AFRICASTALKING_URL}/__e2e/sms?to=${encodeURIComponent(e164)}`,
      );
      const [sms] = ((await answer.json()) as FakeSmsView).messages;
      code = /code: (\d{6})\./.exec(sms?.message ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  const confirmed = await request.post('/api/user/phone/confirm', { headers, data: { code } });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  return { ...customer, headers, phone: local, e164 };
}

/** A product in stock whose price with Accra's fee is within the pay-on-delivery limit. */
export async function productForPayOnDelivery(
  request: APIRequestContext,
): Promise<StockedProduct & { fee: number }> {
  const fees = (await (await request.get('/api/delivery-fees/')).json()) as { city: string; fee: number }[];
  const fee = fees.find((entry) => entry.city === POD_CITY)!.fee;
  const answer = await (await request.get('/api/product/list?limit=100')).json();
  const fitting = (answer.products as StockedProduct[])
    .filter((product) => product.stock > 5 && product.price > 0 && product.price + fee <= POD_MAX_TOTAL)
    // The dearest that fits: the journeys of other specs buy the first products of the list.
    .sort((a, b) => b.price - a.price);
  expect(fitting.length).toBeGreaterThan(0);
  return { ...fitting[0]!, fee };
}

/** An order to pay on delivery placed through the API, as /order places it. */
export async function placeOrderOnDelivery(
  request: APIRequestContext,
  shopper: Awaited<ReturnType<typeof verifiedShopper>>,
  product: StockedProduct & { fee: number },
) {
  const added = await request.post('/api/cart/add', {
    headers: shopper.headers,
    data: { productId: product._id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  const total = Math.round((product.price + product.fee) * 100) / 100;
  const started = await request.post('/api/orders/start', {
    headers: shopper.headers,
    data: {
      firstName: 'Abena',
      lastName: 'Owusu',
      email: shopper.email,
      street: streetOf(shopper),
      city: POD_CITY,
      state: 'Greater Accra',
      zipCode: '',
      country: 'Ghana',
      phoneNumber: shopper.phone,
      paymentMethod: 'pay-on-delivery',
      items: [{ productId: product._id, quantity: 1 }],
      subtotal: product.price,
      shippingFee: product.fee,
      total,
    },
  });
  expect(started.ok(), await started.text()).toBeTruthy();
  const answer = (await started.json()) as {
    state: string;
    orderId: string;
    payOnDelivery: { orderNumber: string };
  };
  expect(answer.state).toBe('placed');
  return { orderId: answer.orderId, orderNumber: answer.payOnDelivery.orderNumber, total };
}
