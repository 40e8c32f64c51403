/**
 * The soak's visitors: a weighted mix of what the shop meets in a day. Each action is one
 * visitor's short visit through the public API, as the storefront and the admin site call it.
 */
import { randomInt } from 'node:crypto';

export interface Tally {
  requests: number;
  /** Answers the action did not expect (a 409 for the last unit of a product is expected). */
  unexpected: number;
  serverErrors: number;
  failures: number;
  lastUnexpected?: string;
}

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the bench reads answers loosely, as a client would
  body: any;
}

export interface Visitors {
  baseUrl: string;
  staffToken: string;
  shoppers: { token: string; email: string }[];
  productIds: number[];
  city: { city: string; fee: number };
  tally: Tally;
}

const WORDS = ['samsung', 'hp', 'laptop', 'phone', 'pro', 'max', 'speaker', 'tab', 'charger', 'dell', 'mini'];
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;
const randomLetters = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(97 + randomInt(26))).join('');

export async function call(
  visitors: Visitors,
  route: string,
  options: { token?: string; body?: unknown; method?: string; expect?: number[] } = {},
): Promise<Answer> {
  const { tally } = visitors;
  tally.requests += 1;
  const response = await fetch(`${visitors.baseUrl}${route}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  if (response.status >= 500) tally.serverErrors += 1;
  if (!(options.expect ?? [200, 201]).includes(response.status)) {
    tally.unexpected += 1;
    tally.lastUnexpected = `${options.method ?? (options.body === undefined ? 'GET' : 'POST')} ${route}: ${response.status} ${text.slice(0, 160)}`;
  }
  return { status: response.status, body };
}

export async function register(visitors: Visitors): Promise<{ token: string; email: string }> {
  const email = `soak-${Date.now().toString(36)}-${randomLetters(6)}@example.com`;
  const answer = await call(visitors, '/api/user/register', {
    body: { name: 'Soak Shopper', email, password: 'a-soak-shopper-password' },
  });
  return { token: answer.body.token as string, email };
}

async function browse(visitors: Visitors) {
  const page = randomInt(1, 5);
  const sort = pick(['default', 'price_asc', 'price_desc']);
  await call(visitors, `/api/product/list?page=${page}&limit=24&sort=${sort}`);
  await call(visitors, `/api/product/${pick(visitors.productIds)}`);
  if (randomInt(3) === 0) await call(visitors, '/api/hero/list');
  if (randomInt(3) === 0) await call(visitors, '/api/info/get');
  if (randomInt(4) === 0) await call(visitors, `/singleProducts/${pick(visitors.productIds)}`);
  if (randomInt(6) === 0) await call(visitors, '/');
}

/** Random queries: each new text is a new key for the answer cache, as a crawler's would be. */
async function search(visitors: Visitors) {
  const query =
    randomInt(2) === 0 ? `${pick(WORDS)} ${randomLetters(randomInt(1, 4))}` : randomLetters(randomInt(1, 9));
  await call(visitors, `/api/product/list?q=${encodeURIComponent(query)}&limit=24`);
}

async function cart(visitors: Visitors) {
  const shopper = pick(visitors.shoppers);
  const productId = String(pick(visitors.productIds));
  await call(visitors, '/api/cart/add', {
    token: shopper.token,
    body: { productId, quantity: 1 },
    expect: [200, 409],
  });
  await call(visitors, '/api/cart', { token: shopper.token });
  await call(visitors, '/api/cart/remove', { token: shopper.token, body: { productId }, expect: [200, 404] });
}

async function checkout(visitors: Visitors) {
  const shopper = await register(visitors);
  const productId = String(pick(visitors.productIds));
  const added = await call(visitors, '/api/cart/add', {
    token: shopper.token,
    body: { productId, quantity: 1 },
    expect: [200, 409],
  });
  if (added.status !== 200) return;
  const cartAnswer = await call(visitors, '/api/cart', { token: shopper.token });
  const lines = cartAnswer.body.cartItems as { product: { price: number }; quantity: number }[];
  const subtotal =
    Math.round(lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0) * 100) / 100;
  const details = {
    firstName: 'Ama',
    lastName: 'Mensah',
    email: shopper.email,
    street: '12 Ring Road',
    city: visitors.city.city,
    state: 'Greater Accra',
    zipCode: '',
    country: 'Ghana',
    phoneNumber: '0241234567',
    paymentMethod: 'paystack',
    subtotal,
    shippingFee: visitors.city.fee,
    total: Math.round((subtotal + visitors.city.fee) * 100) / 100,
  };
  const started = await call(visitors, '/api/orders/start', {
    token: shopper.token,
    body: details,
    expect: [200, 409],
  });
  if (started.status !== 200) return;
  const payment = started.body.payment as { accessCode: string; reference: string };
  await call(visitors, '/api/payments/test/charge', {
    token: shopper.token,
    body: { accessCode: payment.accessCode, outcome: 'success' },
  });
  await call(visitors, '/api/payments/verify', {
    token: shopper.token,
    body: { reference: payment.reference },
  });
  await call(visitors, '/api/orders/create', {
    token: shopper.token,
    body: { ...details, paymentReference: payment.reference },
  });
}

/** Staff put stock back (which also keeps the checkouts going) and look at their lists. */
async function adminEdit(visitors: Visitors) {
  const id = pick(visitors.productIds);
  await call(visitors, `/api/admin/products/${id}/stock`, {
    token: visitors.staffToken,
    method: 'PATCH',
    body: { stock: randomInt(20, 60) },
  });
  if (randomInt(2) === 0)
    await call(visitors, '/api/admin/orders?page=1&limit=20', { token: visitors.staffToken });
  if (randomInt(3) === 0) await call(visitors, '/api/admin/dashboard', { token: visitors.staffToken });
}

async function newShopper(visitors: Visitors) {
  const shopper = await register(visitors);
  // The pool of shoppers for carts stays bounded; a new one takes an old one's place.
  visitors.shoppers[randomInt(visitors.shoppers.length)] = shopper;
}

/** Action and weight: browsing most, then searches, carts, staff edits, checkouts, sign-ups. */
const MIX: [(visitors: Visitors) => Promise<void>, number][] = [
  [browse, 40],
  [search, 20],
  [cart, 15],
  [adminEdit, 10],
  [checkout, 8],
  [newShopper, 7],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [, weight]) => sum + weight, 0);

export async function oneVisit(visitors: Visitors): Promise<void> {
  let draw = randomInt(TOTAL_WEIGHT);
  for (const [action, weight] of MIX) {
    if (draw < weight) {
      try {
        await action(visitors);
      } catch {
        visitors.tally.failures += 1;
      }
      return;
    }
    draw -= weight;
  }
}
