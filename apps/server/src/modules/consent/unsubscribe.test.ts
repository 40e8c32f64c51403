import { randomBytes } from 'node:crypto';
import { CONSENT_MESSAGES, marketingConsentResponseSchema } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase, testConfig } from '../../../test/helpers/test-app';
import { registerShopper, type Shopper } from '../../../test/helpers/users';
import { marketingConsentEvents, users } from '../../db/schema';
import { scrubText } from '../../plugins/logging';
import { createUnsubscribeLink, unsubscribeHeaders } from './index';

const SECRET = 'opt-out-secret-0123456789abcdef';
const ONE_CLICK = 'List-Unsubscribe=One-Click';

describeEachDatabase(
  'one-click unsubscribe and SMS opt-outs',
  { config: { sms: { ...testConfig().sms, callbackSecret: SECRET } } },
  (context) => {
    const db = () => context.database.db;
    const accountOf = async (shopper: Shopper) => {
      const [row] = await db().select().from(users).where(eq(users.email, shopper.email));
      return row!;
    };
    const consentOf = async (shopper: Shopper) =>
      marketingConsentResponseSchema.parse(
        (await call(context.app, 'GET', '/api/user/marketing-consent', { token: shopper.token })).body,
      );
    const optIn = async (shopper: Shopper, change: object) => {
      const response = await call(context.app, 'PUT', '/api/user/marketing-consent', {
        token: shopper.token,
        body: change,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    };
    const oneClick = (token: string) =>
      context.app.inject({
        method: 'POST',
        url: `/api/marketing/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: ONE_CLICK,
      });
    const optOut = (secret: string, phoneNumber: string) =>
      context.app.inject({
        method: 'POST',
        url: `/api/sms/opt-outs/${secret}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ phoneNumber, senderId: 'SHOP' }).toString(),
      });
    const eventCount = async (shopper: Shopper) =>
      (
        await db()
          .select()
          .from(marketingConsentEvents)
          .where(eq(marketingConsentEvents.userId, (await accountOf(shopper)).id))
      ).length;

    it('builds the RFC 8058 headers around the link, with a mailto when given', () => {
      expect(unsubscribeHeaders('https://shop.test', 'abc_-1')).toEqual({
        'List-Unsubscribe': '<https://shop.test/api/marketing/unsubscribe?token=abc_-1>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(unsubscribeHeaders('https://shop.test/', 'abc', 'stop@shop.test')['List-Unsubscribe']).toBe(
        '<https://shop.test/api/marketing/unsubscribe?token=abc>, <mailto:stop@shop.test?subject=unsubscribe>',
      );
      // The token never reaches a log line (plugins/logging.ts).
      expect(scrubText('POST /api/marketing/unsubscribe?token=abcdefghijkl')).not.toContain('abcdefghijkl');
      expect(scrubText(`POST /api/sms/opt-outs/${SECRET}`)).not.toContain(SECRET);
    });

    it('describes a link, ends e-mail offers in one click without a login, and refuses the link once spent', async () => {
      const shopper = await registerShopper(context.app);
      await optIn(shopper, { email: true, sms: true });
      const account = await accountOf(shopper);
      const token = await createUnsubscribeLink(db(), account.id, 'email', new Date());

      const described = await call(context.app, 'GET', `/api/marketing/unsubscribe?token=${token}`);
      expect(described.status, JSON.stringify(described.body)).toBe(200);
      expect(described.body).toEqual({
        success: true,
        channel: 'email',
        recipient: `${shopper.email.slice(0, 1)}***${shopper.email.slice(shopper.email.indexOf('@'))}`,
      });
      expect(described.body.recipient).not.toBe(shopper.email);

      const clicked = await oneClick(token);
      expect(clicked.statusCode, clicked.body).toBe(200);
      expect(clicked.json()).toEqual({ success: true, message: CONSENT_MESSAGES.unsubscribed });
      const after = await consentOf(shopper);
      expect(after.consent).toEqual({ email: false, sms: true, whatsapp: false });
      expect(after.history[0]).toMatchObject({
        channel: 'email',
        granted: false,
        source: 'unsubscribe-link',
      });

      // Spent: a replay changes nothing, even after the shopper said yes again.
      await optIn(shopper, { email: true });
      const events = await eventCount(shopper);
      for (const replay of [
        await oneClick(token),
        await call(context.app, 'POST', `/api/marketing/unsubscribe?token=${token}`),
      ]) {
        const status = 'statusCode' in replay ? replay.statusCode : replay.status;
        expect(status).toBe(404);
      }
      expect((await oneClick(token)).json()).toEqual({
        success: false,
        message: CONSENT_MESSAGES.linkNotValid,
      });
      expect((await call(context.app, 'GET', `/api/marketing/unsubscribe?token=${token}`)).status).toBe(404);
      expect((await consentOf(shopper)).consent.email).toBe(true);
      expect(await eventCount(shopper)).toBe(events);
      expect((await accountOf(shopper)).smsOrderUpdates).toBe(account.smsOrderUpdates);
    });

    it("takes the storefront page's empty POST, and refuses a forged token with nothing changed", async () => {
      const shopper = await registerShopper(context.app);
      await optIn(shopper, { email: true });
      const account = await accountOf(shopper);
      const forged = randomBytes(32).toString('base64url');
      expect((await call(context.app, 'GET', `/api/marketing/unsubscribe?token=${forged}`)).status).toBe(404);
      const refused = await oneClick(forged);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ success: false, message: CONSENT_MESSAGES.linkNotValid });
      expect((await consentOf(shopper)).consent.email).toBe(true);

      const token = await createUnsubscribeLink(db(), account.id, 'email', new Date());
      const fromPage = await call(context.app, 'POST', `/api/marketing/unsubscribe?token=${token}`);
      expect(fromPage.status, JSON.stringify(fromPage.body)).toBe(200);
      expect((await consentOf(shopper)).consent.email).toBe(false);
    });

    it('ends SMS offers of every account of a number that texted STOP, and no other; a wrong secret is 403', async () => {
      const phone = '+233241239876';
      const [first, second, other] = [
        await registerShopper(context.app),
        await registerShopper(context.app),
        await registerShopper(context.app),
      ];
      for (const shopper of [first!, second!, other!]) await optIn(shopper, { sms: true, email: true });
      await db().update(users).set({ phone }).where(eq(users.email, first!.email));
      await db().update(users).set({ phone }).where(eq(users.email, second!.email));
      await db().update(users).set({ phone: '+233201230000' }).where(eq(users.email, other!.email));
      const orderTexts = (await accountOf(first!)).smsOrderUpdates;

      const wrong = await optOut('not-the-secret', phone);
      expect(wrong.statusCode).toBe(403);
      expect((await consentOf(first!)).consent.sms).toBe(true);

      expect((await optOut(SECRET, '+233509990000')).statusCode).toBe(200);
      expect((await optOut(SECRET, 'STOP')).statusCode).toBe(400);

      const stopped = await optOut(SECRET, phone);
      expect(stopped.statusCode, stopped.body).toBe(200);
      expect(stopped.json()).toEqual({ success: true, message: CONSENT_MESSAGES.optOutReceived });
      for (const shopper of [first!, second!]) {
        const answer = await consentOf(shopper);
        expect(answer.consent).toEqual({ email: true, sms: false, whatsapp: false });
        expect(answer.history[0]).toMatchObject({ channel: 'sms', granted: false, source: 'sms-stop' });
      }
      expect((await consentOf(other!)).consent.sms).toBe(true);
      expect((await accountOf(first!)).smsOrderUpdates).toBe(orderTexts);
    });
  },
);
