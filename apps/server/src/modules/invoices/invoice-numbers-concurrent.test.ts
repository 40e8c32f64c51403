import { startCheckoutResponseSchema, toCedis } from '@shop/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestUser, insertTestProduct } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { firstDeliveryCity, startBody, startCheckout } from '../../../test/helpers/checkout';
import { startFakePaystack } from '../../../test/helpers/fake-paystack';
import { createTestApp, testConfig } from '../../../test/helpers/test-app';
import { databaseKinds } from '../../../test/helpers/test-database';
import type { Shopper } from '../../../test/helpers/users';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { documentCounters, invoices, orders } from '../../db/schema';
import type { App } from '../../plugins/zod-type-provider';

const SECRET_KEY = 'sk_test_invoice_numbers';
const ORDERS = 200;
/** Starts run this many at a time: the test is about the settles, which all go at once. */
const STARTS_AT_ONCE = 20;
const PRICE_PESEWAS = 5_000;
/** A settle answered 503 (the database busy) is sent again, up to this many times in all. */
const SETTLE_ATTEMPTS = 5;

const fake = await startFakePaystack();
afterAll(() => fake.close());

const paystackConfig = {
  paystack: { publicKey: 'pk_test_invoice_numbers', secretKey: SECRET_KEY, apiBase: fake.url },
  paystackApiBase: fake.url,
  paystackTimeoutMs: 10_000,
};

/** Runs `work` over `items`, `width` at a time. */
async function inWaves<Item, Result>(
  items: Item[],
  width: number,
  work: (item: Item, index: number) => Promise<Result>,
) {
  const results: Result[] = [];
  for (let start = 0; start < items.length; start += width) {
    const wave = items.slice(start, start + width);
    results.push(...(await Promise.all(wave.map((item, offset) => work(item, start + offset)))));
  }
  return results;
}

// Decision 0061: one gap-free invoice series however many instances settle at once.
describe.runIf(databaseKinds.includes('postgres'))(
  'invoice numbers on two server instances on one PostgreSQL',
  () => {
    it('gives 200 orders settled at once, by verify and by webhook on both instances, exactly the next 200 numbers', async () => {
      const first = await createTestApp('postgres', { seed: true, config: paystackConfig });
      const secondDatabase = await openDatabase({ kind: 'postgres', url: first.database.url!, poolSize: 10 });
      const second = await buildApp(testConfig(paystackConfig), {
        database: secondDatabase,
        skipMigrations: true,
        logger: false,
      });
      try {
        const db = first.database.db;
        const instances: App[] = [first.app, second];
        const product = await insertTestProduct(db, { stock: ORDERS, pricePesewas: PRICE_PESEWAS });
        const city = await firstDeliveryCity(first.app);
        const figures = {
          subtotal: toCedis(PRICE_PESEWAS),
          shippingFee: city.fee,
          total: toCedis(PRICE_PESEWAS) + city.fee,
        };

        // 200 shoppers, each with one unit in the cart and the checkout started (Pending, holding it).
        const started = await inWaves(Array.from({ length: ORDERS }), STARTS_AT_ONCE, async (_, index) => {
          const user = await createTestUser(db);
          const shopper: Shopper = { name: user.name, email: user.email, password: '', token: user.token };
          const app = instances[index % 2]!;
          const added = await call(app, 'POST', '/api/cart/add', {
            token: shopper.token,
            body: { productId: product.publicId, quantity: 1 },
          });
          expect(added.status, JSON.stringify(added.body)).toBe(200);
          const answer = await startCheckout(app, shopper, startBody(shopper, figures, city.city));
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          const { orderId, payment } = startCheckoutResponseSchema.parse(answer.body);
          fake.pay(payment.reference);
          return { shopper, orderId, reference: payment.reference };
        });
        const [counter] = await db
          .select()
          .from(documentCounters)
          .where(eq(documentCounters.series, 'invoice'));
        const before = counter!.lastNumber;

        // Every settle at once: even orders by verify, odd by the signed webhook, on alternate instances.
        // Settles queue on the counter's row lock; one that waited past the pool's 5 s for a
        // connection is answered 503 (nothing written, or rolled back) and sent again, as
        // Paystack resends a webhook and the storefront its verify.
        const settleOnce = (index: number): Promise<number> => {
          const { shopper, reference } = started[index]!;
          const app = instances[Math.floor(index / 2) % 2]!;
          if (index % 2 === 0) {
            return call(app, 'POST', '/api/payments/verify', {
              token: shopper.token,
              body: { reference },
            }).then((answer) => answer.status);
          }
          const { payload, headers } = fake.chargeSuccessWebhook(reference, SECRET_KEY);
          return app
            .inject({ method: 'POST', url: '/api/payments/webhook', payload, headers })
            .then((answer) => answer.statusCode);
        };
        const settle = async (index: number): Promise<number> => {
          for (let attempt = 1; ; attempt += 1) {
            const status = await settleOnce(index);
            if (status !== 503 || attempt === SETTLE_ATTEMPTS) return status;
          }
        };
        const settled = await Promise.all(started.map((_, index) => settle(index)));
        expect(settled.filter((status) => status !== 200)).toEqual([]);

        const orderIds = started.map((order) => order.orderId);
        const paid = await db
          .select({ status: orders.paymentStatus })
          .from(orders)
          .where(inArray(orders.id, orderIds));
        expect(paid.filter((order) => order.status !== 'Paid')).toEqual([]);
        const numbers = (
          await db
            .select({ number: invoices.number })
            .from(invoices)
            .where(inArray(invoices.orderId, orderIds))
        )
          .map((row) => row.number)
          .sort((a, b) => a - b);
        expect(numbers).toEqual(Array.from({ length: ORDERS }, (_, index) => before + 1 + index));
        const [after] = await db
          .select()
          .from(documentCounters)
          .where(eq(documentCounters.series, 'invoice'));
        expect(after!.lastNumber).toBe(before + ORDERS);
      } finally {
        await second.close();
        await secondDatabase.close();
        await first.app.close();
        await first.database.dispose();
      }
    }, 120_000);
  },
);
