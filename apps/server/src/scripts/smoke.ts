// `npm run smoke`: plays one shopper against a running shop over real HTTP (BASE_URL,
// default http://localhost:3000): register, add two products, update, remove, start the
// checkout, pay with the test provider, verify, create the order, list it, and find that it
// cannot be deleted while it is on its way (decision 0051). Exits non-zero on the first
// step that does not answer as the contract says.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import {
  authResponseSchema,
  cartLineUnitPrice,
  cartResponseSchema,
  createOrderResponseSchema,
  deliveryFeeListSchema,
  errorResponseSchema,
  orderListResponseSchema,
  PAY_ONLINE,
  paymentConfigResponseSchema,
  productListResponseSchema,
  startCheckoutResponseSchema,
  testChargeResponseSchema,
  toCedis,
  toPesewas,
  verifyPaymentResponseSchema,
} from '@shop/shared';
import type { z } from 'zod';

export class SmokeFailure extends Error {
  override name = 'SmokeFailure';
}

export interface SmokeOptions {
  baseUrl: string;
  log?: (line: string) => void;
}

/** Runs the shopper's journey; resolves with the order id, or rejects with the failing step. */
export async function runSmoke({ baseUrl, log = console.log }: SmokeOptions): Promise<{ orderId: string }> {
  let token: string | undefined;

  async function step<T extends z.ZodType>(
    label: string,
    method: string,
    path: string,
    schema: T,
    body?: unknown,
    expectedStatus = 200,
  ): Promise<z.output<T>> {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    if (response.status !== expectedStatus) {
      throw new SmokeFailure(
        `${label}: expected ${expectedStatus}, got ${response.status} ${text.slice(0, 300)}`,
      );
    }
    const parsed = schema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new SmokeFailure(`${label}: unexpected answer ${text.slice(0, 300)}`);
    log(`ok  ${label}`);
    return parsed.data;
  }

  const email = `smoke-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}@example.com`;
  token = (
    await step('register', 'POST', '/api/user/register', authResponseSchema, {
      name: 'Smoke Shopper',
      email,
      password: `smoke-${randomUUID()}`,
    })
  ).token;

  const config = await step('payment config', 'GET', '/api/payments/config', paymentConfigResponseSchema);
  if (config.provider !== 'test') {
    throw new SmokeFailure(
      'payment config: this shop uses Paystack; the smoke test pays with the test provider only.',
    );
  }
  const { products } = await step('product list', 'GET', '/api/product/list', productListResponseSchema);
  // A line is one variant (decision 0036): the first variant with 3 in stock of each of two products.
  const [first, second] = products.flatMap((product) => {
    const variant = product.variants.find((candidate) => candidate.stock >= 3);
    return variant ? [{ productId: product._id, variantId: variant._id }] : [];
  });
  if (!first || !second) throw new SmokeFailure('product list: need two products with at least 3 in stock.');

  await step('add first product', 'POST', '/api/cart/add', cartResponseSchema, { ...first, quantity: 1 });
  await step('add second product', 'POST', '/api/cart/add', cartResponseSchema, { ...second, quantity: 1 });
  await step('update quantity', 'POST', '/api/cart/update', cartResponseSchema, { ...first, quantity: 2 });
  const cart = await step('remove second product', 'POST', '/api/cart/remove', cartResponseSchema, second);
  if (cart.cartItems.length !== 1 || cart.cartItems[0]?.quantity !== 2) {
    throw new SmokeFailure(`cart: expected one line of 2, got ${JSON.stringify(cart.cartItems)}`);
  }

  const fees = await step('delivery fees', 'GET', '/api/delivery-fees/', deliveryFeeListSchema);
  const city = fees[0];
  if (!city) throw new SmokeFailure('delivery fees: the shop has no delivery city.');
  const subtotal = cart.cartItems.reduce(
    (sum, line) => sum + toPesewas(cartLineUnitPrice(line)) * line.quantity,
    0,
  );
  const total = subtotal + toPesewas(city.fee);

  const details = {
    firstName: 'Smoke',
    lastName: 'Shopper',
    email,
    street: '1 Independence Avenue',
    city: city.city,
    state: '',
    zipCode: '',
    country: 'Ghana',
    phoneNumber: '0241234567',
    paymentMethod: PAY_ONLINE,
    items: cart.cartItems.map((line) => ({
      productId: line.product._id,
      variantId: line.variant._id,
      quantity: line.quantity,
    })),
    subtotal: toCedis(subtotal),
    shippingFee: city.fee,
    total: toCedis(total),
  };
  const started = await step(
    'start checkout',
    'POST',
    '/api/orders/start',
    startCheckoutResponseSchema,
    details,
  );
  const { reference, accessCode } = started.payment;
  await step('test charge', 'POST', '/api/payments/test/charge', testChargeResponseSchema, {
    accessCode,
    outcome: 'success',
  });
  await step('verify payment', 'POST', '/api/payments/verify', verifyPaymentResponseSchema, { reference });

  const { order } = await step(
    'create order',
    'POST',
    '/api/orders/create',
    createOrderResponseSchema,
    { ...details, paymentStatus: 'Paid', paymentReference: reference },
    200,
  );

  const listed = await step('list orders', 'GET', '/api/orders/order', orderListResponseSchema);
  if (!listed.orders.some((candidate) => candidate._id === order._id)) {
    throw new SmokeFailure('list orders: the new order is missing.');
  }
  // A paid order on its way stays in the shopper's list: only a finished one can be deleted.
  await step(
    'delete refused while on its way',
    'DELETE',
    `/api/orders/${order._id}`,
    errorResponseSchema,
    undefined,
    409,
  );
  const after = await step('list orders after delete', 'GET', '/api/orders/order', orderListResponseSchema);
  if (!after.orders.some((candidate) => candidate._id === order._id)) {
    throw new SmokeFailure('delete refused while on its way: the order is no longer listed.');
  }
  log(`Smoke test passed against ${baseUrl} (order ${order._id}).`);
  return { orderId: order._id };
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  const baseUrl = process.env.BASE_URL || 'http://localhost:3000';
  runSmoke({ baseUrl }).catch((error: unknown) => {
    console.error(error instanceof Error ? `FAIL ${error.message}` : error);
    process.exit(1);
  });
}
