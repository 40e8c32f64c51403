/**
 * Shoppers of the system tests: registered with a product in the cart, then the storefront's
 * whole checkout with the test provider (start, charge, verify, create), any step of which
 * may meet a server that is going away.
 */

export const SHOPPERS = 50;
/** Few units of few products, so shoppers also race for the last ones. */
export const PRODUCT_IDS = [3, 4, 5];

export interface Shopper {
  token: string;
  email: string;
}

export type Answer = { status: number; body: Record<string, unknown> };

export async function call(
  baseUrl: string,
  route: string,
  token: string | null,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

export async function stockOf(baseUrl: string, id: number): Promise<number> {
  const answer = await call(baseUrl, `/api/product/${id}`, null);
  return (answer.body.product as { stock: number }).stock;
}

export async function prepareShoppers(
  baseUrl: string,
  count = SHOPPERS,
  prefix = 'killed',
): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `${prefix}-${index}-${Date.now()}@example.com`;
    const registered = await call(baseUrl, '/api/user/register', null, {
      name: `Shopper ${index}`,
      email,
      password: 'a-long-password-1',
    });
    const token = registered.body.token as string;
    const productId = PRODUCT_IDS[index % PRODUCT_IDS.length]!;
    await call(baseUrl, '/api/cart/add', token, { productId: String(productId), quantity: 1 });
    shoppers.push({ token, email });
  }
  return shoppers;
}

/** The whole storefront flow of one shopper; any step may die with the server. */
/** The order form as the storefront sends it, for a cart of `subtotal` cedis delivered to `fee`'s city. */
export function orderDetailsOf(shopper: Shopper, fee: { city: string; fee: number }, subtotal: number) {
  return {
    firstName: 'Ama',
    lastName: 'Mensah',
    email: shopper.email,
    street: '12 Ring Road',
    city: fee.city,
    state: 'Greater Accra',
    zipCode: '00233',
    country: 'Ghana',
    phoneNumber: '0241234567',
    paymentMethod: 'paystack',
    subtotal: Math.round(subtotal * 100) / 100,
    shippingFee: fee.fee,
    total: Math.round((subtotal + fee.fee) * 100) / 100,
  };
}

export interface Progress {
  charged: number;
  ordered: number;
}

export async function checkout(
  baseUrl: string,
  shopper: Shopper,
  fee: { city: string; fee: number },
  progress: Progress,
) {
  const cart = await call(baseUrl, '/api/cart', shopper.token);
  const lines = cart.body.cartItems as { product: { price: number }; quantity: number }[];
  const subtotal = lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
  const details = orderDetailsOf(shopper, fee, subtotal);
  const started = await call(baseUrl, '/api/orders/start', shopper.token, details);
  if (started.status !== 200) return;
  const payment = started.body.payment as { accessCode: string; reference: string };
  const charged = await call(baseUrl, '/api/payments/test/charge', shopper.token, {
    accessCode: payment.accessCode,
    outcome: 'success',
  });
  if (charged.status === 200) progress.charged += 1;
  await call(baseUrl, '/api/payments/verify', shopper.token, { reference: payment.reference });
  const created = await call(baseUrl, '/api/orders/create', shopper.token, {
    ...details,
    paymentReference: payment.reference,
  });
  if (created.status === 200) progress.ordered += 1;
}
