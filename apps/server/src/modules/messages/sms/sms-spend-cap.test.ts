import { PHONE_MESSAGES } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../../../test/helpers/admin-fixtures';
import {
  fakeAfricasTalkingSettings,
  startFakeAfricasTalking,
} from '../../../../test/helpers/fake-africastalking';
import { createTestApp, testConfig } from '../../../../test/helpers/test-app';
import { databaseKinds } from '../../../../test/helpers/test-database';
import { outbox } from '../../../db/schema';

const REQUESTS = 200;
/** GHS 20 a day; GHS 0.50 a text, reckoned and charged; GHS 6.50 spent before the burst. */
const CAP = 20;
const COST = 'GHS 0.5000';
const COST_ESTIMATE = 5000;
const SPENT_BEFORE = 'GHS 6.5000';

/** What the provider reported for the day's texts, in cedis. */
const reportedTotal = (rows: { cost: string | null }[]) =>
  rows.reduce((total, row) => total + Number(row.cost?.replace(/[^0-9.]/g, '') || 0), 0);

for (const kind of databaseKinds) {
  describe(`SMS spend cap under a burst [${kind}]`, () => {
    it(`queues no more codes than the cap of GHS ${CAP} has room for when ${REQUESTS} arrive at once, and the reported spend stays within it`, async () => {
      const fake = await startFakeAfricasTalking();
      fake.cost = COST;
      const codeLimits = { perIpPerHour: 10_000, perNumberPerHour: 3, perAccountPerHour: 5, perDay: 10_000 };
      const context = await createTestApp(kind, {
        config: {
          sms: {
            ...testConfig().sms,
            ...fakeAfricasTalkingSettings(fake.url),
            codeLimits,
            dailySpendCap: CAP,
            costEstimate: COST_ESTIMATE,
          },
        },
      });
      try {
        const { app, database } = context;
        await database.db.insert(outbox).values({
          kind: 'order-status',
          channel: 'sms',
          recipient: '+233241234599',
          subject: '',
          html: '',
          text: 'sent this morning',
          status: 'sent',
          sentAt: new Date(),
          cost: SPENT_BEFORE,
        });
        // Different accounts and numbers, so only the cap can stop them.
        const accounts = await Promise.all(
          Array.from({ length: REQUESTS }, () => createTestUser(database.db)),
        );
        const answers = await Promise.all(
          accounts.map((account, index) =>
            app.inject({
              method: 'POST',
              url: '/api/user/phone/start',
              headers: { authorization: `Bearer ${account.token}` },
              payload: { phone: `024${String(2_000_000 + index)}` },
            }),
          ),
        );
        const statuses = answers.map((answer) => answer.statusCode);
        const room = Math.floor((CAP - 6.5) / 0.5);
        expect(statuses.filter((status) => status === 200)).toHaveLength(room);
        expect(statuses.filter((status) => status === 503)).toHaveLength(REQUESTS - room);
        const refused = answers.find((answer) => answer.statusCode === 503)!;
        expect(refused.json()).toEqual({ success: false, message: PHONE_MESSAGES.codesPaused });

        // Reserved and reported together, the day stays within the cap...
        const queued = await database.db.select().from(outbox).where(eq(outbox.kind, 'phone-code'));
        expect(queued).toHaveLength(room);
        expect(6.5 + queued.length * 0.5).toBeLessThanOrEqual(CAP);
        // ...and so does what the provider charged once they are sent.
        while ((await app.outboxWorker!.deliverDue()) > 0) {}
        expect(fake.sent).toHaveLength(room);
        const day = await database.db.select().from(outbox).where(eq(outbox.channel, 'sms'));
        expect(reportedTotal(day)).toBeLessThanOrEqual(CAP);
        expect(reportedTotal(day)).toBeCloseTo(20, 4);
        // The day is full: the next code is refused, though nothing is pending any more.
        const late = await createTestUser(database.db);
        const refusedLater = await app.inject({
          method: 'POST',
          url: '/api/user/phone/start',
          headers: { authorization: `Bearer ${late.token}` },
          payload: { phone: '0243999999' },
        });
        expect(refusedLater.statusCode).toBe(503);
      } finally {
        await context.app.close();
        await context.database.dispose();
        await fake.stop();
      }
    }, 180_000);

    it('counts a text given up on before it was sent as nothing, so its reservation is freed', async () => {
      const fake = await startFakeAfricasTalking();
      fake.cost = COST;
      const context = await createTestApp(kind, {
        config: {
          sms: {
            ...testConfig().sms,
            ...fakeAfricasTalkingSettings(fake.url),
            dailySpendCap: 1,
            costEstimate: COST_ESTIMATE,
          },
        },
      });
      try {
        const { app, database } = context;
        const start = async (phone: string) => {
          const account = await createTestUser(database.db);
          return app.inject({
            method: 'POST',
            url: '/api/user/phone/start',
            headers: { authorization: `Bearer ${account.token}` },
            payload: { phone },
          });
        };
        expect((await start('0245550401')).statusCode).toBe(200);
        expect((await start('0245550402')).statusCode).toBe(200);
        // GHS 1 holds two texts at GHS 0.50: the third waits for room.
        expect((await start('0245550403')).statusCode).toBe(503);
        // The provider refuses one number for good: that text costs nothing and frees its room.
        fake.refusals.set('+233245550401', { statusCode: 403, status: 'InvalidPhoneNumber' });
        while ((await app.outboxWorker!.deliverDue()) > 0) {}
        const [given] = await database.db.select().from(outbox).where(eq(outbox.recipient, '+233245550401'));
        expect(given!.status).toBe('failed');
        expect((await start('0245550404')).statusCode).toBe(200);
        expect((await start('0245550405')).statusCode).toBe(503);
      } finally {
        await context.app.close();
        await context.database.dispose();
        await fake.stop();
      }
    }, 180_000);
  });
}
