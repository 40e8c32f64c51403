import { adminOutboxListResponseSchema, formatGhs, SMS_TEXTS } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/helpers/api';
import { checkout, productsInStock } from '../../../../test/helpers/checkout';
import {
  type FakeAfricasTalking,
  fakeAfricasTalkingSettings,
  startFakeAfricasTalking,
} from '../../../../test/helpers/fake-africastalking';
import { createTestApp, type TestContext, testConfig } from '../../../../test/helpers/test-app';
import { databaseKinds } from '../../../../test/helpers/test-database';
import { registerShopper, registerStaff } from '../../../../test/helpers/users';
import { buildApp } from '../../../app';
import { openDatabase } from '../../../db/client';
import { outbox } from '../../../db/schema';
import type { App } from '../../../plugins/zod-type-provider';
import { changeOrderStatusByStaff } from '../../orders';

const SHOPPER_PHONE = '+233241234567'; // the checkout helper's "024 123 4567"
const STAFF_PHONE = '+233201112233';
const SECRET = 'dlr-secret-0123456789abcdef';

const smsConfig = (fake: FakeAfricasTalking) => ({
  publicUrl: 'https://shop.test',
  sms: {
    ...testConfig().sms,
    ...fakeAfricasTalkingSettings(fake.url),
    callbackSecret: SECRET,
    staffAlertPhones: [STAFF_PHONE],
  },
});

const smsRows = (context: TestContext) =>
  context.database.db.select().from(outbox).where(eq(outbox.channel, 'sms'));

async function paidOrder(app: App) {
  const shopper = await registerShopper(app);
  const [product] = await productsInStock(app);
  const { created } = await checkout(app, shopper, [[product!, 1]]);
  return { shopper, order: created.body.order as { _id: string; orderNumber: string; total: number } };
}

const about = (fake: FakeAfricasTalking, orderNumber: string) =>
  fake.sent.filter(
    (sms) => sms.message.includes(`${orderNumber}:`) || sms.message.includes(`${orderNumber} `),
  );

for (const kind of databaseKinds) {
  describe(`SMS through Africa's Talking [${kind}]`, () => {
    let fake: FakeAfricasTalking;
    let context: TestContext;
    let worker: NonNullable<App['outboxWorker']>;

    beforeAll(async () => {
      fake = await startFakeAfricasTalking();
      context = await createTestApp(kind, { seed: true, config: smsConfig(fake) });
      worker = context.app.outboxWorker!;
    }, 120_000);
    afterAll(async () => {
      await context?.app.close();
      await context?.database.dispose();
      await fake?.stop();
    });

    it('texts the shopper the order number and total and the staff phone one alert, then each status move, once each', async () => {
      const { order, shopper } = await paidOrder(context.app);
      expect(worker.channels).toEqual(['sms']);
      await worker.deliverDue();
      const placed = about(fake, order.orderNumber);
      expect(placed.map((sms) => sms.to).sort()).toEqual([STAFF_PHONE, SHOPPER_PHONE].sort());
      const shopperText = placed.find((sms) => sms.to === SHOPPER_PHONE)!;
      expect(shopperText.message).toBe(
        SMS_TEXTS.orderPlaced(order.orderNumber, formatGhs(order.total), 'https://shop.test/track_order'),
      );
      expect(shopperText.from).toBe('KwikTech');
      expect(placed.find((sms) => sms.to === STAFF_PHONE)!.message).toContain(formatGhs(order.total));

      for (const status of ['In Truck', 'In Transit'] as const) {
        await changeOrderStatusByStaff(context.app, order._id, status, undefined);
      }
      await call(context.app, 'PUT', '/api/orders/confirm-delivery', {
        token: shopper.token,
        body: { id: order._id },
      });
      await worker.deliverDue();
      await worker.deliverDue();
      const texts = about(fake, order.orderNumber).filter((sms) => sms.to === SHOPPER_PHONE);
      expect(texts.map((sms) => sms.message)).toEqual([
        SMS_TEXTS.orderPlaced(order.orderNumber, formatGhs(order.total), 'https://shop.test/track_order'),
        SMS_TEXTS.inTruck(order.orderNumber, 'https://shop.test/track_order'),
        SMS_TEXTS.inTransit(order.orderNumber, '024 123 4567', 'https://shop.test/track_order'),
        SMS_TEXTS.delivered(order.orderNumber, 'https://shop.test/track_order'),
      ]);
      const rows = (await smsRows(context)).filter((row) => row.text.includes(order.orderNumber));
      expect(
        rows.every((row) => row.status === 'sent' && row.providerMessageId && row.cost === fake.cost),
      ).toBe(true);
    });

    it('texts a cancellation with its reason and refund', async () => {
      const { order } = await paidOrder(context.app);
      await changeOrderStatusByStaff(context.app, order._id, 'Cancelled', 'The colour is out of stock');
      await worker.deliverDue();
      const cancelled = about(fake, order.orderNumber).find((sms) => sms.message.includes('cancelled'))!;
      expect(cancelled.message).toBe(
        SMS_TEXTS.cancelled(order.orderNumber, 'The colour is out of stock', formatGhs(order.total)),
      );
    });

    it('keeps SMS while the provider is down and sends them when it is back', async () => {
      await worker.deliverDue();
      await fake.stop();
      const { order } = await paidOrder(context.app);
      expect(await worker.deliverDue()).toBe(0);
      const waiting = (await smsRows(context)).filter((row) => row.text.includes(order.orderNumber));
      expect(waiting).toHaveLength(2);
      for (const row of waiting) {
        expect(row).toMatchObject({ status: 'pending', attempts: 1 });
        expect(row.lastError).toBeTruthy();
      }
      await fake.start();
      await context.database.db
        .update(outbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(outbox.status, 'pending'));
      await worker.deliverDue();
      expect(about(fake, order.orderNumber)).toHaveLength(2);
      const sent = (await smsRows(context)).filter((row) => row.text.includes(order.orderNumber));
      expect(sent.every((row) => row.status === 'sent')).toBe(true);
    });

    it('marks an SMS to a number the provider refuses (403 InvalidPhoneNumber) Failed with the reason, without retrying', async () => {
      fake.refusals.set(STAFF_PHONE, { statusCode: 403, status: 'InvalidPhoneNumber' });
      try {
        const { order } = await paidOrder(context.app);
        await worker.deliverDue();
        const [alert] = (await smsRows(context)).filter(
          (row) => row.recipient === STAFF_PHONE && row.text.includes(order.orderNumber),
        );
        expect(alert).toMatchObject({ status: 'failed', attempts: 1 });
        expect(alert!.lastError).toContain('InvalidPhoneNumber');
        await context.database.db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
        await worker.deliverDue();
        const [after] = (await smsRows(context)).filter((row) => row.id === alert!.id);
        expect(after).toMatchObject({ status: 'failed', attempts: 1 });
      } finally {
        fake.refusals.clear();
      }
    });

    it('records delivery reports: Delivered, Failed with the reason; a wrong secret changes nothing', async () => {
      const { order } = await paidOrder(context.app);
      await worker.deliverDue();
      const [shopperRow] = (await smsRows(context)).filter(
        (row) => row.recipient === SHOPPER_PHONE && row.text.includes(order.orderNumber),
      );
      const [staffRow] = (await smsRows(context)).filter(
        (row) => row.recipient === STAFF_PHONE && row.text.includes(order.orderNumber),
      );
      const post = (secret: string, body: string) =>
        context.app.inject({
          method: 'POST',
          url: `/api/sms/delivery-reports/${secret}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: body,
        });
      const report = fake.deliveryReport(shopperRow!.providerMessageId!, 'Success');
      const wrong = await post('not-the-secret-at-all', report);
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({ success: false });
      const [unchanged] = await context.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.id, shopperRow!.id));
      expect(unchanged!.status).toBe('sent');

      expect((await post(SECRET, report)).statusCode).toBe(200);
      expect(
        (await post(SECRET, fake.deliveryReport(staffRow!.providerMessageId!, 'Failed', 'DeliveryFailure')))
          .statusCode,
      ).toBe(200);
      const [delivered] = await context.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.id, shopperRow!.id));
      expect(delivered).toMatchObject({ status: 'delivered' });
      expect(delivered!.deliveredAt).toBeInstanceOf(Date);
      const [failed] = await context.database.db.select().from(outbox).where(eq(outbox.id, staffRow!.id));
      expect(failed).toMatchObject({ status: 'failed', lastError: 'Failed: DeliveryFailure' });
      // A late report of a delivered message does not undo it.
      await post(SECRET, fake.deliveryReport(shopperRow!.providerMessageId!, 'Failed', 'DeliveryFailure'));
      const [still] = await context.database.db.select().from(outbox).where(eq(outbox.id, shopperRow!.id));
      expect(still!.status).toBe('delivered');
      // Not a report at all.
      expect((await post(SECRET, 'hello=world')).statusCode).toBe(400);

      // Staff read each SMS in the Outbox with its status, the failure's reason and the cost.
      const staff = await registerStaff(context);
      const listed = adminOutboxListResponseSchema.parse(
        (await call(context.app, 'GET', '/api/admin/outbox?limit=100', { token: staff.token })).body,
      );
      expect(listed).toMatchObject({ sending: false, smsSending: true });
      const shown = (id: string) => listed.messages.find((message) => message.id === id)!;
      expect(shown(shopperRow!.id)).toMatchObject({
        channel: 'sms',
        status: 'delivered',
        to: SHOPPER_PHONE,
        cost: fake.cost,
      });
      expect(shown(staffRow!.id)).toMatchObject({
        channel: 'sms',
        status: 'failed',
        lastError: 'Failed: DeliveryFailure',
      });
    });

    it('sends a phone code by SMS and keeps it blanked once sent, in the outbox and for staff', async () => {
      const shopper = await registerShopper(context.app);
      const started = await call(context.app, 'POST', '/api/user/phone/start', {
        token: shopper.token,
        body: { phone: '0245550999' },
      });
      expect(started.status).toBe(200);
      await worker.deliverDue();
      const [text] = fake.to('+233245550999');
      const code = /code: (\d{6})\./.exec(text!)![1]!;
      const [row] = await context.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, '+233245550999'));
      expect(row!.text).not.toContain(code);
      expect(row!.text).toContain('******');
      expect(
        (await call(context.app, 'POST', '/api/user/phone/confirm', { token: shopper.token, body: { code } }))
          .status,
      ).toBe(200);
    });

    it('sends no order texts to a shopper who turned them off', async () => {
      const shopper = await registerShopper(context.app);
      const off = await call(context.app, 'PUT', '/api/user/phone/order-texts', {
        token: shopper.token,
        body: { orderTexts: false },
      });
      expect(off.status).toBe(200);
      const [product] = await productsInStock(context.app);
      const { created } = await checkout(context.app, shopper, [[product!, 1]]);
      const rows = (await smsRows(context)).filter((row) =>
        row.text.includes(created.body.order.orderNumber),
      );
      expect(rows.map((row) => row.recipient)).toEqual([STAFF_PHONE]);
    });
  });
}

describe('without SMS settings', () => {
  it('keeps SMS in the outbox, unsent, and takes no delivery reports', async () => {
    const context = await createTestApp('pglite', {
      seed: true,
      config: { sms: { ...testConfig().sms, staffAlertPhones: [STAFF_PHONE] } },
    });
    try {
      expect(context.app.outboxWorker).toBeUndefined();
      const { order } = await paidOrder(context.app);
      const rows = (await smsRows(context)).filter((row) => row.text.includes(order.orderNumber));
      expect(rows).toHaveLength(2);
      expect(rows.every((row) => row.status === 'pending' && row.attempts === 0)).toBe(true);
      const report = await context.app.inject({
        method: 'POST',
        url: '/api/sms/delivery-reports/anything-at-all-here',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'id=x&status=Success',
      });
      expect(report.statusCode).toBe(404);
    } finally {
      await context.app.close();
      await context.database.dispose();
    }
  }, 120_000);
});

describe.runIf(databaseKinds.includes('postgres'))('two server instances on one PostgreSQL', () => {
  it('text each message once', async () => {
    const fake = await startFakeAfricasTalking();
    const first = await createTestApp('postgres', { seed: true, config: smsConfig(fake) });
    const secondDatabase = await openDatabase({ kind: 'postgres', url: first.database.url!, poolSize: 5 });
    const second = await buildApp(testConfig(smsConfig(fake)), {
      database: secondDatabase,
      skipMigrations: true,
      logger: false,
    });
    try {
      const orders = [];
      for (let index = 0; index < 6; index += 1)
        orders.push((await paidOrder(index % 2 ? first.app : second)).order);
      await changeOrderStatusByStaff(first.app, orders[0]!._id, 'In Truck', undefined);
      await changeOrderStatusByStaff(second, orders[1]!._id, 'In Truck', undefined);
      const queued = (await smsRows(first)).length;
      expect(queued).toBe(14);
      await Promise.all([
        first.app.outboxWorker!.deliverDue(),
        second.outboxWorker!.deliverDue(),
        first.app.outboxWorker!.deliverDue(),
        second.outboxWorker!.deliverDue(),
      ]);
      expect(fake.sent).toHaveLength(queued);
      expect(new Set(fake.sent.map((sms) => `${sms.to} ${sms.message}`)).size).toBe(queued);
      for (const order of orders) {
        expect(about(fake, order.orderNumber).filter((sms) => sms.to === STAFF_PHONE)).toHaveLength(1);
      }
      const [{ sent }] = (
        (await first.database.db.execute(
          sql`select count(*)::int as sent from outbox where channel = 'sms' and status = 'sent'`,
        )) as unknown as { rows: { sent: number }[] }
      ).rows as [{ sent: number }];
      expect(sent).toBe(queued);
    } finally {
      await second.close();
      await secondDatabase.close();
      await first.app.close();
      await first.database.dispose();
      await fake.stop();
    }
  }, 60_000);
});
