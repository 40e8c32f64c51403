import { adminOutboxListResponseSchema, formatGhs, LOW_STOCK_THRESHOLD, MAIL_TEXTS } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { checkout, productsInStock, setStock } from '../../../test/helpers/checkout';
import { TestSmtpServer } from '../../../test/helpers/smtp';
import { createTestApp, type TestContext, testConfig } from '../../../test/helpers/test-app';
import { databaseKinds } from '../../../test/helpers/test-database';
import { registerShopper, registerStaff } from '../../../test/helpers/users';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { outbox } from '../../db/schema';
import type { App } from '../../plugins/zod-type-provider';
import { changeOrderStatusByStaff } from '.';
import { staffAlertRecipients } from './order-mail';

const STAFF_ALERTS = 'alerts@kwiktech.test';

/** The e-mails of the outbox (its SMS, kept unsent here, are sms-outbox.test.ts's). */
async function outboxRows(context: TestContext) {
  return context.database.db.select().from(outbox).where(eq(outbox.channel, 'email'));
}

for (const kind of databaseKinds) {
  describe(`e-mails through SMTP [${kind}]`, () => {
    const smtp = new TestSmtpServer();
    let context: TestContext;
    let worker: NonNullable<App['outboxWorker']>;

    beforeAll(async () => {
      await smtp.start();
      context = await createTestApp(kind, {
        seed: true,
        config: { smtpUrl: smtp.url, staffAlertEmail: STAFF_ALERTS, publicUrl: 'https://shop.test' },
      });
      worker = context.app.outboxWorker!;
    }, 60_000);
    afterAll(async () => {
      await context?.app.close();
      await context?.database.dispose();
      await smtp.stop();
    });

    it("sends the shopper's confirmation and the staff alert of a paid order, with its items and totals", async () => {
      const shopper = await registerShopper(context.app);
      const [first, second] = await productsInStock(context.app);
      const { created } = await checkout(context.app, shopper, [
        [first!, 2],
        [second!, 1],
      ]);
      const order = created.body.order;
      expect(await worker.deliverDue()).toBe(2);

      const [confirmation] = smtp.to(shopper.email);
      expect(confirmation!.subject).toBe(MAIL_TEXTS.orderConfirmation.subject(order.orderNumber));
      for (const text of [
        first!.name,
        second!.name,
        formatGhs(order.subtotal),
        formatGhs(order.shippingFee),
        formatGhs(order.total),
        order.paymentReference,
        order.city,
        'https://shop.test/track_order',
      ]) {
        expect(confirmation!.body).toContain(text);
      }
      const [alert] = smtp.to(STAFF_ALERTS);
      expect(alert!.subject).toBe(
        MAIL_TEXTS.staffNewOrder.subject(order.orderNumber, formatGhs(order.total)),
      );
      expect(alert!.body).toContain(`https://shop.test/admin/orders/${order._id}`);
      expect((await outboxRows(context)).every((row) => row.status === 'sent')).toBe(true);
    });

    it('tells the shopper of each status change, and of a cancellation with its reason and refund', async () => {
      const shopper = await registerShopper(context.app);
      const [product] = await productsInStock(context.app);
      const shipped = (await checkout(context.app, shopper, [[product!, 1]])).created.body.order;
      const cancelled = (await checkout(context.app, shopper, [[product!, 1]])).created.body.order;
      for (const status of ['In Truck', 'In Transit'] as const) {
        await changeOrderStatusByStaff(context.app, shipped._id, status, undefined);
      }
      // Delivered is the shopper's own Confirm Delivery.
      const confirmed = await call(context.app, 'PUT', '/api/orders/confirm-delivery', {
        token: shopper.token,
        body: { id: shipped._id },
      });
      expect(confirmed.status).toBe(200);
      await changeOrderStatusByStaff(context.app, cancelled._id, 'Cancelled', 'The colour is out of stock');
      await worker.deliverDue();

      const subjects = smtp.to(shopper.email).map((mail) => mail.subject);
      for (const status of ['In Truck', 'In Transit', 'Delivered'] as const) {
        expect(subjects).toContain(MAIL_TEXTS.orderStatus.subject(shipped.orderNumber, status));
      }
      const cancellation = smtp
        .to(shopper.email)
        .find((mail) => mail.subject === MAIL_TEXTS.orderStatus.subject(cancelled.orderNumber, 'Cancelled'));
      expect(cancellation!.body).toContain('The colour is out of stock');
      expect(cancellation!.body).toContain(formatGhs(cancelled.total));
    });

    it('keeps messages while the mail server is down and sends them when it is back', async () => {
      await smtp.stop();
      const shopper = await registerShopper(context.app);
      const [product] = await productsInStock(context.app);
      await checkout(context.app, shopper, [[product!, 1]]);
      expect(await worker.deliverDue()).toBe(0);
      const waiting = (await outboxRows(context)).filter((row) => row.recipient === shopper.email);
      expect(waiting).toHaveLength(1);
      expect(waiting[0]).toMatchObject({ status: 'pending', attempts: 1 });
      expect(waiting[0]!.lastError).toBeTruthy();
      expect(waiting[0]!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

      await smtp.start();
      // The retry is due (its backoff has passed).
      await context.database.db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
      await worker.deliverDue();
      expect(smtp.to(shopper.email)).toHaveLength(1);
      const [sent] = await context.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, shopper.email));
      expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    });

    it('alerts staff once when a sale brings a product down to its low-stock mark', async () => {
      const [product] = await productsInStock(context.app);
      await setStock(context, product!.id, LOW_STOCK_THRESHOLD + 1);
      const lowStockAlerts = () =>
        smtp.to(STAFF_ALERTS).filter((mail) => mail.subject.startsWith(`Low stock: ${product!.name}`));
      await checkout(context.app, await registerShopper(context.app), [[product!, 1]]);
      await worker.deliverDue();
      expect(lowStockAlerts()).toHaveLength(1);
      expect(lowStockAlerts()[0]!.subject).toBe(
        MAIL_TEXTS.lowStock.subject(product!.name, LOW_STOCK_THRESHOLD),
      );
      // Already below the mark: the next sale says nothing new.
      await checkout(context.app, await registerShopper(context.app), [[product!, 1]]);
      await worker.deliverDue();
      expect(lowStockAlerts()).toHaveLength(1);
    });

    it('alerts every staff account when no STAFF_ALERT_EMAIL is set', async () => {
      const staff = await registerStaff(context);
      const app = { ...context.app, config: { ...context.app.config, staffAlertEmail: undefined } } as App;
      expect(await staffAlertRecipients(app, context.database.db)).toContain(staff.email);
    });
  });
}

describe('without SMTP_URL', () => {
  it('keeps every message in the outbox, for the admin site to show', async () => {
    const context = await createTestApp('pglite', { seed: true });
    try {
      expect(context.app.outboxWorker).toBeUndefined();
      const shopper = await registerShopper(context.app);
      const [product] = await productsInStock(context.app);
      await checkout(context.app, shopper, [[product!, 1]]);
      const rows = await outboxRows(context);
      expect(rows.find((row) => row.recipient === shopper.email)).toMatchObject({
        kind: 'order-confirmation',
        status: 'pending',
        attempts: 0,
      });

      // Staff read them in the admin site, which says they were not sent; shoppers may not.
      const staff = await registerStaff(context);
      const listed = await call(context.app, 'GET', '/api/admin/outbox', { token: staff.token });
      expect(listed.status).toBe(200);
      const outboxPage = adminOutboxListResponseSchema.parse(listed.body);
      expect(outboxPage.sending).toBe(false);
      const confirmation = outboxPage.messages.find((message) => message.to === shopper.email)!;
      expect(confirmation.subject).toMatch(/^Your order KTG-\d+ is confirmed$/);
      expect(confirmation.text).toContain('Payment reference');
      expect((await call(context.app, 'GET', '/api/admin/outbox', { token: shopper.token })).status).toBe(
        403,
      );
    } finally {
      await context.app.close();
      await context.database.dispose();
    }
  });
});

describe.runIf(databaseKinds.includes('postgres'))('two server instances on one PostgreSQL', () => {
  it('deliver each message once', async () => {
    const smtp = await new TestSmtpServer().start();
    const first = await createTestApp('postgres', {
      seed: true,
      config: { smtpUrl: smtp.url, staffAlertEmail: STAFF_ALERTS },
    });
    const secondDatabase = await openDatabase({ kind: 'postgres', url: first.database.url!, poolSize: 5 });
    const second = await buildApp(testConfig({ smtpUrl: smtp.url, staffAlertEmail: STAFF_ALERTS }), {
      database: secondDatabase,
      skipMigrations: true,
      logger: false,
    });
    try {
      const [product] = await productsInStock(first.app, 20);
      for (let index = 0; index < 6; index += 1) {
        await checkout(index % 2 ? first.app : second, await registerShopper(first.app), [[product!, 1]]);
      }
      const queued = (await outboxRows(first)).length;
      expect(queued).toBe(12);
      // Both workers at once, twice over, as two instances' timers would.
      await Promise.all([
        first.app.outboxWorker!.deliverDue(),
        second.outboxWorker!.deliverDue(),
        first.app.outboxWorker!.deliverDue(),
        second.outboxWorker!.deliverDue(),
      ]);
      expect(smtp.received).toHaveLength(queued);
      const [{ sent }] = (
        (await first.database.db.execute(
          sql`select count(*)::int as sent from outbox where channel = 'email' and status = 'sent'`,
        )) as unknown as {
          rows: { sent: number }[];
        }
      ).rows as [{ sent: number }];
      expect(sent).toBe(queued);
    } finally {
      await second.close();
      await secondDatabase.close();
      await first.app.close();
      await first.database.dispose();
      await smtp.stop();
    }
  }, 60_000);
});
