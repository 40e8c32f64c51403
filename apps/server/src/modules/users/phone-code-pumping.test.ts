import { formatGhs, PHONE_MESSAGES, SMS_TEXTS } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { checkout, productsInStock } from '../../../test/helpers/checkout';
import {
  fakeAfricasTalkingSettings,
  startFakeAfricasTalking,
} from '../../../test/helpers/fake-africastalking';
import { createTestApp, type TestContext, testConfig } from '../../../test/helpers/test-app';
import { type DatabaseKind, databaseKinds } from '../../../test/helpers/test-database';
import { registerShopper, type Shopper } from '../../../test/helpers/users';
import { type Config, loadConfig } from '../../config';
import { outbox, phoneCodes } from '../../db/schema';
import type { App } from '../../plugins/zod-type-provider';
import { changeOrderStatusByStaff } from '../orders';

const SHOPPER_PHONE = '+233241234567'; // the checkout helper's "024 123 4567"
const STAFF_PHONE = '+233201112233';
const TRACK_URL = 'https://shop.test/track_order';

const start = (app: App, shopper: Shopper, phone: string) =>
  call(app, 'POST', '/api/user/phone/start', { token: shopper.token, body: { phone } });

/** A server of its own for one test: its abuse counters start at zero. */
async function withApp(
  kind: DatabaseKind,
  options: { seed?: boolean; config?: Partial<Config> },
  run: (context: TestContext) => Promise<void>,
) {
  const context = await createTestApp(kind, options);
  try {
    await run(context);
  } finally {
    await context.app.close();
    await context.database.dispose();
  }
}

for (const kind of databaseKinds) {
  describe(`SMS pumping [${kind}]`, () => {
    it('sends at most the per-address limit of 1,000 code requests from one address for 1,000 numbers, then 429', async () => {
      await withApp(kind, {}, async (context) => {
        const limit = context.app.config.sms.codeLimits.perIpPerHour;
        expect(limit).toBe(loadConfig({}).sms.codeLimits.perIpPerHour);
        const shoppers = await Promise.all(Array.from({ length: 10 }, () => registerShopper(context.app)));
        const statuses: number[] = [];
        let retryAfter: string | undefined;
        for (let index = 0; index < 1000; index += 1) {
          const phone = `024${String(1_000_000 + index).slice(-7)}`;
          const answer = await context.app.inject({
            method: 'POST',
            url: '/api/user/phone/start',
            headers: { authorization: `Bearer ${shoppers[index % shoppers.length]!.token}` },
            payload: { phone },
          });
          statuses.push(answer.statusCode);
          if (answer.statusCode === 429) retryAfter = answer.headers['retry-after'] as string;
        }
        expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
        expect(statuses.slice(limit).every((status) => status === 429)).toBe(true);
        expect(Number(retryAfter)).toBeGreaterThan(0);
        const codes = await context.database.db.select().from(outbox).where(eq(outbox.kind, 'phone-code'));
        expect(codes).toHaveLength(limit);
      });
    }, 180_000);

    it('limits codes per number, per account and per day for the whole shop', async () => {
      const codeLimits = { perIpPerHour: 1000, perNumberPerHour: 2, perAccountPerHour: 3, perDay: 6 };
      await withApp(kind, { config: { sms: { ...testConfig().sms, codeLimits } } }, async ({ app }) => {
        const [a, b, c, d] = await Promise.all(Array.from({ length: 4 }, () => registerShopper(app)));
        expect((await start(app, a!, '0245550201')).status).toBe(200);
        expect((await start(app, b!, '0245550201')).status).toBe(200);
        const sameNumber = await start(app, c!, '0245550201');
        expect(sameNumber.status).toBe(429);
        expect(sameNumber.headers['retry-after']).toBeTruthy();
        expect((await start(app, a!, '0245550202')).status).toBe(200);
        expect((await start(app, a!, '0245550203')).status).toBe(200);
        expect((await start(app, a!, '0245550204')).status).toBe(429); // the account's fourth
        expect((await start(app, d!, '0245550205')).status).toBe(200);
        expect((await start(app, d!, '0245550206')).status).toBe(200); // the shop's sixth today
        expect((await start(app, c!, '0245550207')).status).toBe(429);
      });
    }, 180_000);

    it('stops codes, never order texts, once the day reaches the spend cap, and tells the staff phones once', async () => {
      const fake = await startFakeAfricasTalking();
      const sms = {
        ...testConfig().sms,
        ...fakeAfricasTalkingSettings(fake.url),
        dailySpendCap: 1,
        staffAlertPhones: [STAFF_PHONE],
      };
      try {
        await withApp(
          kind,
          { seed: true, config: { publicUrl: 'https://shop.test', sms } },
          async (local) => {
            const worker = local.app.outboxWorker!;
            const sendAll = async () => {
              while ((await worker.deliverDue()) > 0) {}
            };
            // GHS 1.20 already spent today, over the cap of 1.
            await local.database.db.insert(outbox).values(
              Array.from({ length: 40 }, (_, index) => ({
                kind: 'order-status',
                channel: 'sms' as const,
                recipient: '+233241234599',
                subject: '',
                html: '',
                text: `text ${index}`,
                status: 'sent' as const,
                cost: 'GHS 0.0300',
              })),
            );
            const shopper = await registerShopper(local.app);
            const refused = await start(local.app, shopper, '0245550301');
            expect(refused.status).toBe(503);
            expect(refused.body).toEqual({ success: false, message: PHONE_MESSAGES.codesPaused });
            expect((await start(local.app, shopper, '0245550302')).status).toBe(503);
            expect(await local.database.db.select().from(phoneCodes)).toHaveLength(0);

            // Past the cap, the shopper's order is still texted, placed and moved on.
            const [product] = await productsInStock(local.app);
            const { created } = await checkout(local.app, shopper, [[product!, 1]]);
            const order = created.body.order as { _id: string; orderNumber: string; total: number };
            await changeOrderStatusByStaff(local.app, order._id, 'In Truck', undefined);
            await sendAll();
            expect(fake.to(SHOPPER_PHONE)).toEqual([
              SMS_TEXTS.orderPlaced(order.orderNumber, formatGhs(order.total), TRACK_URL),
              SMS_TEXTS.inTruck(order.orderNumber, TRACK_URL),
            ]);
            expect(fake.to('+233245550301')).toEqual([]);

            // Another code refused later in the day alerts no one again.
            expect((await start(local.app, shopper, '0245550303')).status).toBe(503);
            await sendAll();
            const alerts = await local.database.db.select().from(outbox).where(eq(outbox.kind, 'spend-cap'));
            expect(alerts.map((row) => [row.recipient, row.text, row.status])).toEqual([
              [STAFF_PHONE, SMS_TEXTS.spendCapReached(1), 'sent'],
            ]);
            expect(fake.to(STAFF_PHONE).filter((text) => text === SMS_TEXTS.spendCapReached(1))).toHaveLength(
              1,
            );
          },
        );
      } finally {
        await fake.stop();
      }
    }, 180_000);
  });
}
