import { marketingConsentResponseSchema, WHATSAPP_WEBHOOK_MESSAGES } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/helpers/api';
import {
  FAKE_WHATSAPP_VERIFY_TOKEN,
  type FakeWhatsApp,
  fakeWhatsAppSettings,
  marketingPreferenceWebhook,
  signedWebhook,
  startFakeWhatsApp,
  statusWebhook,
  textMessageWebhook,
} from '../../../../test/helpers/fake-whatsapp';
import { createTestApp, type TestContext, testConfig } from '../../../../test/helpers/test-app';
import { databaseKinds } from '../../../../test/helpers/test-database';
import { registerShopper, type Shopper } from '../../../../test/helpers/users';
import { marketingConsentEvents, outbox, users } from '../../../db/schema';
import { scrubText } from '../../../plugins/logging';
import { queueWhatsApp, whatsAppTemplateMessage } from '../index';

const PATH = '/api/whatsapp/webhook';

for (const kind of databaseKinds) {
  describe(`the WhatsApp webhook [${kind}]`, () => {
    let fake: FakeWhatsApp;
    let context: TestContext;
    let serial = 0;

    beforeAll(async () => {
      fake = await startFakeWhatsApp();
      context = await createTestApp(kind, {
        config: { whatsApp: { ...testConfig().whatsApp, ...fakeWhatsAppSettings(fake.url) } },
      });
    }, 120_000);
    afterAll(async () => {
      await context?.app.close();
      await context?.database.dispose();
      await fake?.stop();
    });

    const post = (payload: unknown, secret?: string) => {
      const { body, headers } = signedWebhook(payload, secret);
      return context.app.inject({ method: 'POST', url: PATH, headers, payload: body });
    };
    const rowOf = async (messageId: string) =>
      (await context.database.db.select().from(outbox).where(eq(outbox.providerMessageId, messageId)))[0]!;

    /** An order update sent through the fake: its wamid and number (digits). */
    async function sentMessage(): Promise<{ messageId: string; digits: string }> {
      serial += 1;
      const digits = `23320555${String(serial).padStart(4, '0')}`;
      await queueWhatsApp(context.database.db, [
        whatsAppTemplateMessage(
          'order-status',
          `+${digits}`,
          'orderUpdate',
          ['Esi', `KT-${serial}`, 'it is on its way', 'https://shop.test/track_order'],
          'en',
        ),
      ]);
      await context.app.outboxWorker!.deliverDue();
      const request = fake.accepted().find((candidate) => (candidate.body as { to: string }).to === digits)!;
      return { messageId: request.messageId!, digits };
    }

    /** A shopper whose account phone is `digits`, who said yes to WhatsApp offers. */
    async function whatsAppSubscriber(digits: string): Promise<Shopper> {
      const shopper = await registerShopper(context.app);
      await context.database.db
        .update(users)
        .set({ phone: `+${digits}`, phoneVerifiedAt: new Date() })
        .where(eq(users.email, shopper.email));
      const yes = await call(context.app, 'PUT', '/api/user/marketing-consent', {
        token: shopper.token,
        body: { whatsapp: true, email: true },
      });
      expect(yes.status, JSON.stringify(yes.body)).toBe(200);
      return shopper;
    }
    const consentOf = async (shopper: Shopper) =>
      marketingConsentResponseSchema.parse(
        (await call(context.app, 'GET', '/api/user/marketing-consent', { token: shopper.token })).body,
      );
    const optOutEvents = async (shopper: Shopper) => {
      const [account] = await context.database.db.select().from(users).where(eq(users.email, shopper.email));
      return context.database.db
        .select()
        .from(marketingConsentEvents)
        .where(
          and(
            eq(marketingConsentEvents.userId, account!.id),
            eq(marketingConsentEvents.source, 'whatsapp-opt-out'),
          ),
        );
    };

    it('answers Meta’s subscription check with the challenge for the right verify token only', async () => {
      const query = (token: string) =>
        `${PATH}?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`;
      const right = await context.app.inject({ method: 'GET', url: query(FAKE_WHATSAPP_VERIFY_TOKEN) });
      expect(right.statusCode).toBe(200);
      expect(right.body).toBe('1158201444');
      const wrong = await context.app.inject({ method: 'GET', url: query('not-the-token-0123456789') });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual({ success: false, message: WHATSAPP_WEBHOOK_MESSAGES.wrongVerifyToken });
      // The request's log line keeps the URL without the verify token (plugins/logging.ts).
      expect(scrubText(query(FAKE_WHATSAPP_VERIFY_TOKEN))).not.toContain(FAKE_WHATSAPP_VERIFY_TOKEN);
    });

    it('refuses a post whose signature is wrong or missing with a 401, and changes nothing', async () => {
      const { messageId, digits } = await sentMessage();
      const forged = await post(statusWebhook(messageId, 'delivered', digits), 'notTheAppSecret0123456789');
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual({ success: false, message: WHATSAPP_WEBHOOK_MESSAGES.badSignature });
      const unsigned = await context.app.inject({
        method: 'POST',
        url: PATH,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(statusWebhook(messageId, 'delivered', digits)),
      });
      expect(unsigned.statusCode).toBe(401);
      // Signed over other bytes than those sent: the same JSON, spaced differently.
      const { headers } = signedWebhook(statusWebhook(messageId, 'read', digits));
      const respaced = await context.app.inject({
        method: 'POST',
        url: PATH,
        headers,
        payload: JSON.stringify(statusWebhook(messageId, 'read', digits), null, 2),
      });
      expect(respaced.statusCode).toBe(401);
      expect(await rowOf(messageId)).toMatchObject({ status: 'sent', deliveredAt: null });

      const shopper = await whatsAppSubscriber('233205559901');
      expect(
        (await post(textMessageWebhook('233205559901', 'STOP'), 'notTheAppSecret0123456789')).statusCode,
      ).toBe(401);
      expect((await consentOf(shopper)).consent.whatsapp).toBe(true);
    });

    it('moves a message to delivered, then read, and never back, whatever order the reports come in', async () => {
      const { messageId, digits } = await sentMessage();
      const delivered = await post(statusWebhook(messageId, 'delivered', digits));
      expect(delivered.statusCode).toBe(200);
      expect(delivered.json()).toEqual({ success: true, message: WHATSAPP_WEBHOOK_MESSAGES.received });
      const afterDelivered = await rowOf(messageId);
      expect(afterDelivered.status).toBe('delivered');
      expect(afterDelivered.deliveredAt).toBeInstanceOf(Date);

      expect((await post(statusWebhook(messageId, 'read', digits))).statusCode).toBe(200);
      expect(await rowOf(messageId)).toMatchObject({
        status: 'read',
        deliveredAt: afterDelivered.deliveredAt,
      });

      // Late and repeated reports: a 'sent', the 'delivered' again, a 'failed', the 'read' again.
      for (const late of ['sent', 'delivered', 'failed', 'read'] as const)
        expect(
          (
            await post(
              statusWebhook(messageId, late, digits, { code: 131026, title: 'Message undeliverable' }),
            )
          ).statusCode,
        ).toBe(200);
      expect(await rowOf(messageId)).toMatchObject({
        status: 'read',
        deliveredAt: afterDelivered.deliveredAt,
        lastError: null,
      });
    });

    it('fails a sent message WhatsApp could not deliver, with its reason', async () => {
      const { messageId, digits } = await sentMessage();
      await post(
        statusWebhook(messageId, 'failed', digits, { code: 131026, title: 'Message undeliverable' }),
      );
      const row = await rowOf(messageId);
      expect(row.status).toBe('failed');
      expect(row.lastError).toBe('WhatsApp: Message undeliverable (131026)');
      await post(statusWebhook(messageId, 'delivered', digits));
      expect((await rowOf(messageId)).status).toBe('failed');
    });

    it('ends WhatsApp offers of every account of a number that wrote STOP, and no other channel or number', async () => {
      const first = await whatsAppSubscriber('233205550701');
      const second = await whatsAppSubscriber('233205550701');
      const other = await whatsAppSubscriber('233205550702');
      expect((await post(textMessageWebhook('233205550702', 'Is the Spark 20 in stock?'))).statusCode).toBe(
        200,
      );
      expect((await consentOf(other)).consent.whatsapp).toBe(true);

      expect((await post(textMessageWebhook('233205550701', '  stop '))).statusCode).toBe(200);
      for (const shopper of [first, second]) {
        const { consent } = await consentOf(shopper);
        expect(consent).toMatchObject({ whatsapp: false, email: true });
        expect(await optOutEvents(shopper)).toHaveLength(1);
      }
      expect((await consentOf(other)).consent.whatsapp).toBe(true);
      // Twice is once: the history keeps changes only.
      await post(textMessageWebhook('233205550701', 'STOP'));
      expect(await optOutEvents(first)).toHaveLength(1);
    });

    it('ends WhatsApp offers when the shopper stops marketing messages in WhatsApp (user_preferences), not on a resume', async () => {
      const shopper = await whatsAppSubscriber('233205550801');
      expect((await post(marketingPreferenceWebhook('233205550801', 'resume'))).statusCode).toBe(200);
      expect((await consentOf(shopper)).consent.whatsapp).toBe(true);
      expect((await post(marketingPreferenceWebhook('233205550801', 'stop'))).statusCode).toBe(200);
      expect((await consentOf(shopper)).consent.whatsapp).toBe(false);
      expect(await optOutEvents(shopper)).toHaveLength(1);
    });

    it('refuses what is not a WhatsApp Business Account webhook with a 400', async () => {
      const answer = await post({ object: 'page', entry: [] });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ success: false, message: WHATSAPP_WEBHOOK_MESSAGES.notAWebhook });
    });
  });
}

describe('a shop without WHATSAPP_APP_SECRET', () => {
  it('reads no webhook post (404, said plainly) and answers no subscription check', async () => {
    const context = await createTestApp('pglite');
    try {
      const { body, headers } = signedWebhook(textMessageWebhook('233205550901', 'STOP'));
      const post = await context.app.inject({ method: 'POST', url: PATH, headers, payload: body });
      expect(post.statusCode).toBe(404);
      expect(post.json()).toEqual({ success: false, message: WHATSAPP_WEBHOOK_MESSAGES.notConfigured });
      const check = await context.app.inject({
        method: 'GET',
        url: `${PATH}?hub.mode=subscribe&hub.verify_token=anything-at-all-1234&hub.challenge=1`,
      });
      expect(check.statusCode).toBe(403);
    } finally {
      await context.app.close();
      await context.database.dispose();
    }
  }, 120_000);
});
