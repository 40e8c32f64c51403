import { request } from 'node:http';
import { type Answer, orderDetailsOf, type Shopper } from './checkout-shoppers';

/**
 * Shoppers behind Caddy who keep every request they made: when it left, how long its answer
 * took, and whether it failed (no answer, or anything but 200), so a run can say how many
 * requests it made, their p99 in each stretch of time, and which failed.
 */

export interface Timed {
  route: string;
  startedAt: number;
  ms: number;
  /** The answer's status; 0 when none came (the connection failed). */
  status: number;
  failure?: string;
}

export interface Recorder {
  requests: Timed[];
  call(route: string, token: string | null, body?: unknown): Promise<Answer>;
}

/** A recorder of requests to `baseUrl`; an answer other than 2xx counts as a failure. */
export function recorderOf(baseUrl: string): Recorder {
  const requests: Timed[] = [];
  return {
    requests,
    async call(route, token, body) {
      const startedAt = Date.now();
      const timed: Timed = { route: route.split('?')[0] as string, startedAt, ms: 0, status: 0 };
      try {
        const response = await fetch(`${baseUrl}${route}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
        timed.status = response.status;
        // 201: the order made Paid by this call (its charge settled there, not at verify).
        if (!response.ok) timed.failure = `${timed.route}: ${response.status} ${String(answer.message)}`;
        return { status: response.status, body: answer };
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
        timed.failure = `${timed.route}: ${code}`;
        return { status: 0, body: {} };
      } finally {
        timed.ms = Date.now() - startedAt;
        requests.push(timed);
      }
    },
  };
}

/** Registers `count` shoppers, a few at a time, each with a unique e-mail. */
export async function registerShoppers(
  recorder: Recorder,
  count: number,
  prefix: string,
): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  const stamp = Date.now().toString(36);
  for (let first = 0; first < count; first += 10) {
    const batch = Array.from({ length: Math.min(10, count - first) }, async (_, offset) => {
      const email = `${prefix}-${first + offset}-${stamp}@example.com`;
      const registered = await recorder.call('/api/user/register', null, {
        name: `Shopper ${first + offset}`,
        email,
        password: 'a-long-password-1',
      });
      if (typeof registered.body.token !== 'string') throw new Error(`no token for ${email}`);
      return { token: registered.body.token, email };
    });
    shoppers.push(...(await Promise.all(batch)));
  }
  return shoppers;
}

export interface Fee {
  city: string;
  fee: number;
}

export interface CheckoutCounts {
  /** Charges the test provider took (its answer 200). */
  charged: number;
  /** Orders the storefront's last step created (200). */
  ordered: number;
  /** Charged, then the page closed before verify and create: the sweeper's to settle. */
  leftToSweeper: number;
}

/**
 * One storefront checkout of what the shopper's cart holds, with the test provider: start,
 * charge, verify, create; `closeAfterCharge` leaves the page once the charge is taken.
 */
export async function checkoutThrough(
  recorder: Recorder,
  shopper: Shopper,
  fee: Fee,
  counts: CheckoutCounts,
  closeAfterCharge = false,
): Promise<void> {
  const cart = await recorder.call('/api/cart', shopper.token);
  const lines = (cart.body.cartItems ?? []) as { product: { price: number }; quantity: number }[];
  const subtotal = lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
  const details = orderDetailsOf(shopper, fee, subtotal);
  const started = await recorder.call('/api/orders/start', shopper.token, details);
  if (started.status !== 200) return;
  const payment = started.body.payment as { accessCode: string; reference: string };
  const charged = await recorder.call('/api/payments/test/charge', shopper.token, {
    accessCode: payment.accessCode,
    outcome: 'success',
  });
  if (charged.status !== 200) return;
  counts.charged += 1;
  if (closeAfterCharge) {
    counts.leftToSweeper += 1;
    return;
  }
  await recorder.call('/api/payments/verify', shopper.token, { reference: payment.reference });
  const created = await recorder.call('/api/orders/create', shopper.token, {
    ...details,
    paymentReference: payment.reference,
  });
  if (created.status === 200) counts.ordered += 1;
}

/** The p99 of the answers' times, in ms (0 with none). */
export function p99(requests: Timed[]): number {
  if (requests.length === 0) return 0;
  const times = requests.map((timed) => timed.ms).sort((a, b) => a - b);
  return times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)] as number;
}

/**
 * A login from a chosen address of this machine (127.0.0.2 and on are loopback too), with the
 * X-Forwarded-For a client may write itself; answers the status.
 */
export function loginFrom(
  url: string,
  localAddress: string,
  body: { email: string; password: string },
  forwardedFor?: string,
): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      `${url}/api/user/login`,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** Failed logins at `shopper`'s account one after the other from one address, each with the X-Forwarded-For `forged` names. */
export async function failedLoginsFrom(
  url: string,
  localAddress: string,
  shopper: Shopper,
  count: number,
  forged?: (attempt: number) => string,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= count; attempt += 1) {
    const wrong = { email: shopper.email, password: 'not-the-password-1' };
    statuses.push(await loginFrom(url, localAddress, wrong, forged?.(attempt)));
  }
  return statuses;
}

/** A PUT or PATCH of the admin API, by staff. */
export async function sendAsStaff(
  baseUrl: string,
  method: 'PUT' | 'PATCH',
  route: string,
  token: string,
  body: unknown,
) {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export type Product = Record<string, unknown> & { price: number; stock: number };

/** A product as the storefront reads it from one instance. */
export const productOn = async (baseUrl: string, id: number) =>
  ((await (await fetch(`${baseUrl}/api/product/${id}`)).json()) as { product: Product }).product;

/** What the admin API's PUT of a product takes, read from the storefront's answer. */
export const adminBodyOf = (product: Product) =>
  Object.fromEntries(
    [
      'name',
      'price',
      'image',
      'category',
      'subcategory',
      'brand',
      'soundSystem',
      'description',
      'info',
      'stock',
    ].map((field) => [field, product[field]]),
  );
