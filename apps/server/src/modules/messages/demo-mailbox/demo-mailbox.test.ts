import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { adminOutboxListResponseSchema, DEMO_MAILBOX_TEXTS, PHONE_MESSAGES, SECRET_MASK } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/helpers/api';
import { checkout, productsInStock } from '../../../../test/helpers/checkout';
import { fakeAfricasTalkingSettings } from '../../../../test/helpers/fake-africastalking';
import {
  createTestApp,
  describeEachDatabase,
  type TestContext,
  testConfig,
} from '../../../../test/helpers/test-app';
import { freshAddress, registerShopper } from '../../../../test/helpers/users';
import { loadConfig } from '../../../config';
import { outbox, users } from '../../../db/schema';
import type { App } from '../../../plugins/zod-type-provider';

/** The demo mailbox's page as a browser on the shop's own computer asks for it. */
const openMailbox = (app: App, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  app.inject({
    method: 'GET',
    url: '/demo-mailbox',
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    headers: { host: 'localhost:3000', ...options.headers },
  });

/** The page's text with its markup and entities undone, as a person reads it. */
const readable = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'");

describeEachDatabase(
  'the demo mailbox without a mail server, an SMS provider or WhatsApp',
  { seed: true, config: { demoMailbox: true, publicUrl: 'http://localhost:3000' } },
  (context: TestContext) => {
    const staffOutbox = async () => {
      const staff = await registerShopper(context.app, 'Kojo Staff');
      await context.database.db.update(users).set({ isAdmin: true }).where(eq(users.email, staff.email));
      const answer = await call(context.app, 'GET', '/api/admin/outbox?limit=100', { token: staff.token });
      expect(answer.status).toBe(200);
      return { raw: JSON.stringify(answer.body), outbox: adminOutboxListResponseSchema.parse(answer.body) };
    };

    it('delivers the phone code to the demo mailbox, where the shopper reads it and verifies the phone', async () => {
      const shopper = await registerShopper(context.app);
      const started = await call(context.app, 'POST', '/api/user/phone/start', {
        token: shopper.token,
        body: { phone: '024 555 0301' },
      });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      expect(await context.app.outboxWorker!.deliverDue()).toBeGreaterThan(0);

      const page = await openMailbox(context.app);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-store');
      const text = readable(page.body);
      expect(text).toContain(DEMO_MAILBOX_TEXTS.heading('sms', '+233245550301', ''));
      const code = /code: (\d{6})\./.exec(text)?.[1];
      expect(code).toBeDefined();

      const confirmed = await call(context.app, 'POST', '/api/user/phone/confirm', {
        token: shopper.token,
        body: { code },
      });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      expect(confirmed.body.message).toBe(PHONE_MESSAGES.phoneVerified);

      // The same letter is a file of the shop's user alone, in a folder of its own.
      const folder = path.join(context.app.config.dataDir, 'demo-mailbox');
      expect(statSync(folder).mode & 0o777).toBe(0o700);
      const files = readdirSync(folder).filter((name) => name.includes('-sms-'));
      const file = files.find((name) =>
        readFileSync(path.join(folder, name), 'utf8').includes('+233245550301'),
      );
      expect(file).toBeDefined();
      expect(statSync(path.join(folder, file!)).mode & 0o777).toBe(0o600);
      expect(readFileSync(path.join(folder, file!), 'utf8')).toContain(code);

      // The outbox says it went to the demo mailbox, and keeps no code; staff read the mask.
      const [row] = await context.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, '+233245550301'), eq(outbox.kind, 'phone-code')));
      expect(row).toMatchObject({ status: 'sent', secret: null });
      const { raw, outbox: answer } = await staffOutbox();
      expect(answer.sending).toBe(false);
      expect(answer.smsSending).toBe(false);
      expect(answer.demoMailbox.sort()).toEqual(['email', 'sms', 'whatsapp']);
      const sms = answer.messages.find((message) => message.to === '+233245550301');
      expect(sms).toMatchObject({ status: 'sent', inDemoMailbox: true });
      expect(sms!.text).toContain(SECRET_MASK);
      expect(raw).not.toContain(code);
    });

    it('delivers the password-reset e-mail with its live link, which resets the password', async () => {
      const shopper = await registerShopper(context.app);
      const asked = await call(context.app, 'POST', '/api/user/password/forgot', {
        body: { email: shopper.email },
      });
      expect(asked.status).toBe(200);
      await context.app.workAfterAnswer.settled();
      await context.app.outboxWorker!.deliverDue();

      const text = readable((await openMailbox(context.app)).body);
      expect(text).toContain(shopper.email);
      const link = /(http:\/\/localhost:3000\S*token=[^\s<]+)/.exec(text)?.[1];
      expect(link).toBeDefined();
      const token = new URL(link!).searchParams.get('token');
      expect(token).not.toBe(SECRET_MASK);

      const reset = await call(context.app, 'POST', '/api/user/password/reset', {
        body: { token, password: 'a-brand-new-password-7' },
        remoteAddress: freshAddress(),
      });
      expect(reset.status, JSON.stringify(reset.body)).toBe(200);
      const login = await call(context.app, 'POST', '/api/user/login', {
        body: { email: shopper.email, password: 'a-brand-new-password-7' },
        remoteAddress: freshAddress(),
      });
      expect(login.status).toBe(200);

      const { raw, outbox: answer } = await staffOutbox();
      const mail = answer.messages.find((message) => message.to === shopper.email);
      expect(mail).toMatchObject({ status: 'sent', inDemoMailbox: true });
      expect(raw).not.toContain(token!);
      expect(raw).not.toContain(encodeURIComponent(token!));
    });

    it('delivers a WhatsApp order update, for a shopper who chose WhatsApp, in the order_update template’s words', async () => {
      const shopper = await registerShopper(context.app);
      const chosen = await call(context.app, 'PUT', '/api/user/phone/order-texts', {
        token: shopper.token,
        body: { orderTexts: true, orderUpdatesChannel: 'whatsapp' },
      });
      expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
      const [product] = await productsInStock(context.app);
      const { created } = await checkout(context.app, shopper, [[product!, 1]]);
      const orderNumber = created.body.order.orderNumber as string;
      await context.app.outboxWorker!.deliverDue();

      const text = readable((await openMailbox(context.app)).body);
      expect(text).toContain(DEMO_MAILBOX_TEXTS.heading('whatsapp', '+233241234567', ''));
      expect(text).toContain(`an update on your order ${orderNumber}`);
      const rows = await context.database.db.select().from(outbox).where(eq(outbox.channel, 'whatsapp'));
      expect(rows.find((row) => row.text.includes(orderNumber))).toMatchObject({ status: 'sent' });
    });

    it('opens only for a browser on this computer, never over the network or through a proxy', async () => {
      const refusals = [
        await openMailbox(context.app, { remoteAddress: '192.168.1.20' }),
        await openMailbox(context.app, { remoteAddress: '203.0.113.7' }),
        // A proxy on this computer connects from 127.0.0.1 for any visitor.
        await openMailbox(context.app, { headers: { 'x-forwarded-for': '203.0.113.7' } }),
        await openMailbox(context.app, { headers: { forwarded: 'for=203.0.113.7' } }),
        // Another site's name pointed at 127.0.0.1 (DNS rebinding) is not this computer's name.
        await openMailbox(context.app, { headers: { host: 'attacker.example:3000' } }),
      ];
      for (const refused of refusals) {
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ success: false, message: DEMO_MAILBOX_TEXTS.onlyThisComputer });
      }
      // IPv6's loopback, and IPv4's as an IPv6 socket reports it, are this computer.
      expect((await openMailbox(context.app, { remoteAddress: '::1' })).statusCode).toBe(200);
      expect((await openMailbox(context.app, { remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
      expect((await openMailbox(context.app, { headers: { host: '127.0.0.1:3000' } })).statusCode).toBe(200);
    });

    it('says so when nothing has arrived yet', async () => {
      const fresh = await createTestApp(context.kind, { config: { demoMailbox: true } });
      try {
        const page = await openMailbox(fresh.app);
        expect(page.statusCode).toBe(200);
        expect(readable(page.body)).toContain(DEMO_MAILBOX_TEXTS.empty);
      } finally {
        await fresh.app.close();
        await fresh.database.dispose();
      }
    });
  },
);

describe('where there is no demo mailbox', () => {
  it('is off in production, whatever is configured', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoMailbox).toBe(false);
    expect(loadConfig({}).demoMailbox).toBe(true);
  });

  describe('with a mail server, an SMS provider and WhatsApp', () => {
    let context: TestContext;
    beforeAll(async () => {
      context = await createTestApp('pglite', {
        config: {
          demoMailbox: true,
          smtpUrl: 'smtp://127.0.0.1:2525',
          sms: { ...testConfig().sms, ...fakeAfricasTalkingSettings('http://127.0.0.1:9') },
          whatsApp: {
            ...testConfig().whatsApp,
            cloudApi: {
              token: 'EAAG-test-token-0123456789',
              phoneNumberId: '1234567890',
              apiBase: 'http://127.0.0.1:9',
            },
          },
        },
      });
    }, 180_000);
    afterAll(async () => {
      await context?.app.close();
      await context?.database.dispose();
    });

    it('has no page, and the Outbox says the messages are sent', async () => {
      expect(context.app.demoMailbox).toBeUndefined();
      const page = await openMailbox(context.app);
      expect(page.body).not.toContain(DEMO_MAILBOX_TEXTS.intro);
      expect(page.statusCode).not.toBe(200);
      const staff = await registerShopper(context.app, 'Kojo Staff');
      await context.database.db.update(users).set({ isAdmin: true }).where(eq(users.email, staff.email));
      const answer = await call(context.app, 'GET', '/api/admin/outbox', { token: staff.token });
      expect(answer.body).toMatchObject({ sending: true, smsSending: true, demoMailbox: [] });
    });
  });

  it('receives only the channel without settings', async () => {
    const context = await createTestApp('pglite', {
      config: { demoMailbox: true, smtpUrl: 'smtp://127.0.0.1:2525' },
    });
    try {
      expect(context.app.demoMailbox?.channels).toEqual(['sms', 'whatsapp']);
      expect(context.app.outboxWorker?.channels.sort()).toEqual(['email', 'sms', 'whatsapp']);
    } finally {
      await context.app.close();
      await context.database.dispose();
    }
  });
});
