import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startFakePaystack } from './helpers/fake-paystack';
import { createFuzzApp, type FuzzApp, type FuzzOptions } from './helpers/fuzz-app';
import { everyRouteRequests } from './helpers/fuzz-requests';
import { sendAndCheck, summarize } from './helpers/fuzz-run';
import { watchWrites } from './helpers/fuzz-write-watch';
import { changedTables, snapshotTables, writeMarker } from './helpers/table-snapshot';
import { databaseKinds } from './helpers/test-database';

/**
 * Bad input never gets a 500 (docs/product/api.md#conventions): every route the app registers, found as it registers them, gets bad
 * bodies, query strings, path parameters and headers, as a visitor, a customer and staff.
 * No answer may be a 5xx, every refusal on /api is `{success:false, message}`, and no
 * refused request may change a row. Most requests go to a shop with the test payment
 * provider, the rest to one with (a fake) Paystack, whose webhook gets signed bodies. The
 * seed is fixed so a failure can be replayed; FUZZ_SEED and FUZZ_REQUESTS try others. 6,000 a
 * database in `npm test` (10,000 took 85 s of its time, the suite's longest file); a deeper run
 * is FUZZ_REQUESTS=100000.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 6_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const PAYSTACK_SHARE = 0.15;
const SECRET_KEY = 'sk_test_fuzz';

// Per-address limits would answer most requests with 429 before they reach the code under test.
const generousLimits = { authRateLimitPerMinute: 1_000_000 };

/** Paystack's charge events as its docs describe them; the webhook parses its body itself. */
const paystackEventSchema = z.object({
  event: z.enum(['charge.success', 'transfer.success']),
  data: z.object({
    status: z.enum(['success', 'failed', 'abandoned', 'reversed']),
    reference: z.string(),
    amount: z.number().int().min(0).max(100_000_000),
    currency: z.enum(['GHS', 'NGN']),
    channel: z.string().nullable().optional(),
    paid_at: z.string().nullable().optional(),
    customer: z.object({ email: z.email().nullable().optional() }).optional(),
  }),
});

const fake = await startFakePaystack();
afterAll(() => fake.close());

const shops: { name: string; share: number; options: FuzzOptions }[] = [
  { name: 'the test payment provider', share: 1 - PAYSTACK_SHARE, options: { config: generousLimits } },
  {
    name: 'Paystack',
    share: PAYSTACK_SHARE,
    options: {
      config: {
        ...generousLimits,
        paystack: { publicKey: 'pk_test_fuzz', secretKey: SECRET_KEY, apiBase: fake.url },
        paystackApiBase: fake.url,
        paystackTimeoutMs: 300,
      },
      pay: async (_app, _shopper, started) => {
        fake.pay(started.payment.reference);
      },
      webhookSecret: SECRET_KEY,
      bodyHints: { 'POST /api/payments/webhook': paystackEventSchema },
    },
  },
];

for (const kind of databaseKinds) {
  for (const shop of shops) {
    const requests = Math.round(REQUESTS * shop.share);
    describe(`every route under generated bad requests, with ${shop.name} [${kind}]`, () => {
      let fuzz: FuzzApp;
      beforeAll(async () => {
        fuzz = await createFuzzApp(kind, shop.options);
      }, 60_000);
      afterAll(async () => {
        await fuzz?.close();
      });

      it('finds the routes from the app itself, so a route added later is covered without a list', () => {
        const names = fuzz.routes.map((route) => `${route.method} ${route.url}`);
        for (const expected of [
          'POST /api/payments/verify',
          'POST /api/payments/webhook',
          'PUT /api/admin/store-info',
          'POST /api/orders/start',
          'GET /api/product/:id',
        ]) {
          expect(names).toContain(expected);
        }
        expect(names.length).toBeGreaterThan(60);
      });

      it('sees a row written, so a quiet comparison means nothing was', async () => {
        const writes = watchWrites(fuzz.database);
        const before = await snapshotTables(fuzz.database);
        const marker = await writeMarker(fuzz.database);
        writes.mayHaveWritten();
        const sent = await fuzz.app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { authorization: `Bearer ${fuzz.tokens.customer}` },
          payload: { name: 'Ama', message: 'Is the comparison awake?' },
        });
        expect(sent.statusCode).toBe(201);
        expect(writes.mayHaveWritten()).toBe(true);
        expect(await writeMarker(fuzz.database)).not.toBe(marker);
        expect(changedTables(before, await snapshotTables(fuzz.database))).toEqual(['contact_messages']);
      });

      it(`answers ${requests} requests with no 5xx, refusals in the error shape, and no row changed by a refusal`, async () => {
        const generated = everyRouteRequests(fuzz.routes, fuzz.known, { count: requests, seed: SEED });
        const started = Date.now();
        const cpuBefore = process.cpuUsage();
        const outcome = await sendAndCheck(fuzz, generated, { refreshEvery: 250 });
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        const cpu = process.cpuUsage(cpuBefore);
        const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
        expect(summarize(outcome.findings), `seed ${SEED}`).toEqual([]);

        expect(new Set(generated.map((request) => request.route)).size).toBe(fuzz.routes.length);
        console.info(
          `fuzz [${kind}, ${shop.name}]: ${outcome.sent} requests in ${seconds} s (${cpuSeconds} s of CPU), ` +
            `${outcome.snapshots} table comparisons, ${outcome.answeringMs} ms answering, ` +
            `${outcome.checkingMs} ms checking, statuses ${JSON.stringify(outcome.statuses)}`,
        );
      }, 120_000);
    });
  }
}
