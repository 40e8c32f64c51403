import { WHATSAPP_ORDER_UPDATES, WHATSAPP_TEMPLATES } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/helpers/api';
import { checkout, productsInStock } from '../../../../test/helpers/checkout';
import {
  FAKE_WHATSAPP_PHONE_NUMBER_ID,
  FAKE_WHATSAPP_TOKEN,
  type FakeWhatsApp,
  type FakeWhatsAppError,
  fakeWhatsAppSettings,
  startFakeWhatsApp,
} from '../../../../test/helpers/fake-whatsapp';
import { createTestApp, type TestContext, testConfig } from '../../../../test/helpers/test-app';
import { databaseKinds } from '../../../../test/helpers/test-database';
import { registerShopper } from '../../../../test/helpers/users';
import { loadConfig } from '../../../config';
import { outbox } from '../../../db/schema';
import type { App } from '../../../plugins/zod-type-provider';
import { changeOrderStatusByStaff } from '../../orders';
import { queueWhatsApp, whatsAppTemplateMessage } from '../index';

const SHOPPER_PHONE = '+233241234567'; // the checkout helper's "024 123 4567"

for (const kind of databaseKinds) {
  describe(`WhatsApp through the Cloud API [${kind}]`, () => {
    let fake: FakeWhatsApp;
    let context: TestContext;
    let worker: NonNullable<App['outboxWorker']>;
    let serial = 0;

    beforeAll(async () => {
      fake = await startFakeWhatsApp();
      context = await createTestApp(kind, {
        seed: true,
        config: {
          publicUrl: 'https://shop.test',
          whatsApp: { ...testConfig().whatsApp, ...fakeWhatsAppSettings(fake.url) },
        },
      });
      worker = context.app.outboxWorker!;
    }, 120_000);
    afterAll(async () => {
      await context?.app.close();
      await context?.database.dispose();
      await fake?.stop();
    });

    /**
     * An order update queued to a number of its own, so each test reads only its requests (an
     * order message: quiet hours never hold it back).
     */
    async function queueOne(): Promise<{ to: string; digits: string }> {
      serial += 1;
      const digits = `23324700${String(serial).padStart(4, '0')}`;
      const to = `+${digits}`;
      await queueWhatsApp(context.database.db, [
        whatsAppTemplateMessage(
          'order-status',
          to,
          'orderUpdate',
          ['Kofi', `KT-${serial}`, WHATSAPP_ORDER_UPDATES.inTruck, 'https://shop.test/track_order'],
          'en',
        ),
      ]);
      return { to, digits };
    }
    const rowTo = async (to: string) =>
      (await context.database.db.select().from(outbox).where(eq(outbox.recipient, to)))[0]!;
    const requestsTo = (digits: string) =>
      fake.requests.filter((request) => (request.body as { to?: string })?.to === digits);
    /** Makes the row due now, as the back-off's wait having passed. */
    const dueNow = (to: string) =>
      context.database.db
        .update(outbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(outbox.recipient, to));

    it('sends an order update the shopper chose by WhatsApp as the documented template request, and no SMS', async () => {
      const shopper = await registerShopper(context.app, 'Ama Mensah');
      const chosen = await call(context.app, 'PUT', '/api/user/phone/order-texts', {
        token: shopper.token,
        body: { orderTexts: true, orderUpdatesChannel: 'whatsapp' },
      });
      expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
      const [product] = await productsInStock(context.app);
      const { created } = await checkout(context.app, shopper, [[product!, 1]]);
      const order = created.body.order as { _id: string; orderNumber: string; firstName: string };
      const about = async (channel: 'sms' | 'whatsapp') =>
        (
          await context.database.db
            .select()
            .from(outbox)
            .where(and(eq(outbox.channel, channel), eq(outbox.recipient, SHOPPER_PHONE)))
        ).filter((row) => row.text.includes(order.orderNumber));
      expect(await about('sms')).toEqual([]);
      expect(await about('whatsapp')).toHaveLength(1);

      const before = fake.requests.length;
      await worker.deliverDue();
      const [sent] = fake.requests.slice(before);
      expect(sent).toMatchObject({
        method: 'POST',
        path: `/${FAKE_WHATSAPP_PHONE_NUMBER_ID}/messages`,
        authorization: `Bearer ${FAKE_WHATSAPP_TOKEN}`,
        contentType: 'application/json',
        status: 200,
      });
      const parameters = (sent!.body as { template: { components: { parameters: { text: string }[] }[] } })
        .template.components[0]!.parameters;
      expect(sent!.body).toEqual({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '233241234567',
        type: 'template',
        template: {
          name: WHATSAPP_TEMPLATES.orderUpdate.name,
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: parameters.map((parameter) => ({ type: 'text', text: parameter.text })),
            },
          ],
        },
      });
      expect(parameters.map((parameter) => parameter.text)).toEqual([
        order.firstName,
        order.orderNumber,
        expect.stringContaining('it is paid'),
        'https://shop.test/track_order',
      ]);
      const [row] = await about('whatsapp');
      expect(row).toMatchObject({ status: 'sent', providerMessageId: sent!.messageId });

      await changeOrderStatusByStaff(context.app, order._id, 'In Truck', undefined);
      await worker.deliverDue();
      const moved = fake.requests.at(-1)!.body as {
        template: { components: { parameters: { text: string }[] }[] };
      };
      expect(moved.template.components[0]!.parameters[2]!.text).toBe(WHATSAPP_ORDER_UPDATES.inTruck);
      expect(await about('sms')).toEqual([]);
    });

    it('keeps order updates by SMS for a shopper who did not choose WhatsApp, and none for one who turned them off', async () => {
      const [product] = await productsInStock(context.app);
      const rowsAbout = async (orderNumber: string) =>
        (await context.database.db.select().from(outbox).where(eq(outbox.recipient, SHOPPER_PHONE)))
          .filter((row) => row.text.includes(orderNumber))
          .map((row) => row.channel);

      const bySms = await registerShopper(context.app);
      const smsOrder = (await checkout(context.app, bySms, [[product!, 1]])).created.body.order;
      expect(await rowsAbout(smsOrder.orderNumber)).toEqual(['sms']);

      const off = await registerShopper(context.app);
      await call(context.app, 'PUT', '/api/user/phone/order-texts', {
        token: off.token,
        body: { orderTexts: false, orderUpdatesChannel: 'whatsapp' },
      });
      const quietOrder = (await checkout(context.app, off, [[product!, 1]])).created.body.order;
      expect(await rowsAbout(quietOrder.orderNumber)).toEqual([]);
    });

    for (const failure of [
      { status: 500, code: 1, message: 'An unknown error occurred' },
      { status: 400, code: 130429, message: 'Rate limit hit' },
      { status: 401, code: 190, message: 'Error validating access token: Session has expired' },
    ] satisfies FakeWhatsAppError[]) {
      it(`tries again after ${failure.status} (${failure.code}) with back-off, and sends the message once when it works`, async () => {
        const { to, digits } = await queueOne();
        fake.failNext(failure);
        const started = Date.now();
        expect(await worker.deliverDue()).toBe(0);
        const waiting = await rowTo(to);
        expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
        expect(waiting.lastError).toContain(String(failure.code));
        // The outbox's first back-off: 5 s.
        expect(waiting.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(started + 4_000);
        expect(await worker.deliverDue()).toBe(0);
        expect(requestsTo(digits)).toHaveLength(1);

        await dueNow(to);
        expect(await worker.deliverDue()).toBe(1);
        expect(await worker.deliverDue()).toBe(0);
        const requests = requestsTo(digits);
        expect(requests).toHaveLength(2);
        expect(requests.filter((request) => request.messageId)).toHaveLength(1);
        expect(await rowTo(to)).toMatchObject({ status: 'sent', providerMessageId: requests[1]!.messageId });
      });
    }

    for (const failure of [
      { status: 400, code: 131026, message: 'Message undeliverable' },
      { status: 404, code: 132001, message: 'Template name does not exist in the translation' },
    ] satisfies FakeWhatsAppError[]) {
      it(`fails the message at once on ${failure.code}, which trying again cannot help`, async () => {
        const { to, digits } = await queueOne();
        fake.failNext(failure);
        await worker.deliverDue();
        const row = await rowTo(to);
        expect(row).toMatchObject({ status: 'failed', attempts: 1 });
        expect(row.lastError).toContain(`(${failure.code})`);
        await dueNow(to);
        expect(await worker.deliverDue()).toBe(0);
        expect(requestsTo(digits)).toHaveLength(1);
      });
    }
  });
}

describe('WhatsApp settings', () => {
  it('refuses to start with a token and no phone number id, or the reverse, naming what is missing', () => {
    expect(() => loadConfig({ WHATSAPP_TOKEN: FAKE_WHATSAPP_TOKEN })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => loadConfig({ WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP_PHONE_NUMBER_ID })).toThrow(
      /WHATSAPP_TOKEN/,
    );
    const both = loadConfig({
      WHATSAPP_TOKEN: FAKE_WHATSAPP_TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP_PHONE_NUMBER_ID,
      WHATSAPP_API_BASE: 'http://127.0.0.1:9/',
    });
    expect(both.whatsApp.cloudApi).toEqual({
      token: FAKE_WHATSAPP_TOKEN,
      phoneNumberId: FAKE_WHATSAPP_PHONE_NUMBER_ID,
      apiBase: 'http://127.0.0.1:9',
    });
    expect(loadConfig({}).whatsApp.cloudApi).toBeUndefined();
  });
});
