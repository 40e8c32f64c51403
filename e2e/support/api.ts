import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_ADMIN } from './environment';

let counter = 0;
/** An address no other test uses, so tests can run in parallel on one database. */
export function uniqueEmail(prefix = 'shopper'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@e2e.test`;
}

export async function registerCustomer(request: APIRequestContext, name = 'Ama Mensah') {
  const email = uniqueEmail();
  const password = 'shopper-password-1';
  const response = await request.post('/api/user/register', { data: { name, email, password } });
  expect(response.ok()).toBeTruthy();
  const { token } = await response.json();
  return { email, password, name, token: token as string };
}

/**
 * The device the API logins of this worker come from, as the admin site keeps one (decision
 * 0073): after the first, no login is a new device, so the outbox gets no new-device e-mail per
 * call to pile on the messages the journeys look for.
 */
let staffDeviceToken: string | undefined;

export async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/user/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, deviceToken: staffDeviceToken },
  });
  expect(response.ok()).toBeTruthy();
  const answer = (await response.json()) as { token: string; deviceToken?: string };
  staffDeviceToken = answer.deviceToken ?? staffDeviceToken;
  return answer.token;
}

/** What a test says of the product it makes through the staff API (the picture is the shop's). */
export interface NewProduct {
  name: string;
  price: number;
  category: string;
  subcategory: string;
  brand: string;
  description: string;
  stock: number;
}

/**
 * A product of the test's own, made through the staff API with the demo catalogue's first
 * picture: no other test moves its stock. Answers the product as the API answered it.
 */
export async function createProduct(request: APIRequestContext, token: string, product: NewProduct) {
  const listed = await (await request.get('/api/product/list?limit=1')).json();
  const created = await request.post('/api/admin/products', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...product, image: listed.products[0].image.slice(0, 1) },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  return (await created.json()).product;
}

/**
 * A paid order of one unit of `product` for `customer`, placed through the API as the storefront
 * does: add to cart, start the checkout, pay with the test provider, create the order.
 */
export async function placePaidOrder(
  request: APIRequestContext,
  customer: { email: string; token: string },
  product: { _id: string; price: number },
) {
  const headers = { Authorization: `Bearer ${customer.token}` };
  const added = await request.post('/api/cart/add', {
    headers,
    data: { productId: product._id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBeTruthy();

  const fees = (await (await request.get('/api/delivery-fees/')).json()) as { city: string; fee: number }[];
  const delivery = fees[0]!;
  const subtotal = product.price;
  const total = Math.round((subtotal + delivery.fee) * 100) / 100;
  const details = {
    firstName: 'Kofi',
    lastName: 'Boateng',
    email: customer.email,
    street: '12 Oxford Street',
    city: delivery.city,
    state: 'Greater Accra',
    zipCode: '',
    country: 'Ghana',
    phoneNumber: '0241234567',
    paymentMethod: 'paystack',
    items: [{ productId: product._id, quantity: 1 }],
    subtotal,
    shippingFee: delivery.fee,
    total,
  };

  // The server starts the checkout (holds the unit, initialises the payment); the test provider pays it.
  const started = await request.post('/api/orders/start', { headers, data: details });
  expect(started.ok(), await started.text()).toBeTruthy();
  const { payment } = (await started.json()) as { payment: { reference: string; accessCode: string } };
  const reference = payment.reference;

  const charged = await request.post('/api/payments/test/charge', {
    headers,
    data: { accessCode: payment.accessCode, outcome: 'success' },
  });
  expect(charged.ok(), await charged.text()).toBeTruthy();

  const created = await request.post('/api/orders/create', {
    headers,
    data: { ...details, paymentStatus: 'Paid', paymentReference: reference },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { order } = await created.json();
  return { headers, orderId: order._id as string, orderNumber: order.orderNumber as string, reference };
}
