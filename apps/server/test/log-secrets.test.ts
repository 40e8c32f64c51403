import { Writable } from 'node:stream';
import { authResponseSchema } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { outbox } from '../src/db/schema';
import { seedDemoShop } from '../src/demo-shop/seed-demo-shop';
import { prettyStream, scrubLine, usesPrettyLogs } from '../src/plugins/logging';
import type { App } from '../src/plugins/zod-type-provider';
import { call } from './helpers/api';
import { addToCart, orderBody, productsInStock, startCart, testCharge } from './helpers/checkout';
import {
  type FakeAfricasTalking,
  fakeAfricasTalkingSettings,
  startFakeAfricasTalking,
} from './helpers/fake-africastalking';
import { sentText } from './helpers/outbox-secrets';
import { testConfig } from './helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-database';
import { type Shopper, uniqueEmail } from './helpers/users';

/** Every line the server logs, as written. */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

const PASSWORD = 'Kente-Plantain-Orbit-42';
const NEW_PASSWORD = 'Harmattan-Kettle-Drum-77';
const CARD_NUMBER = '4084 0840 8408 4081';
const MOMO_NUMBER = '024 987 6543';
const SESSION_COOKIE = 'session=Ck8oeR1uYp4sS3cr3tC00kie';
// Random letters and digits, as `openssl rand` makes one: no long run of digits the scrubber would mask.
const SMS_CALLBACK_SECRET = 'q7Vx2LmPz9KfR3tW8yBn4Cd6hJ';
const PHONE = '024 555 0199';
const PHONE_E164 = '+233245550199';

for (const kind of databaseKinds) {
  describe(`the log of a whole journey, at debug level [${kind}]`, () => {
    let database: TestDatabase;
    let app: App;
    let smsProvider: FakeAfricasTalking;
    const log = logCapture();
    /** Each secret the journey used, and where it came from. */
    const secrets = new Map<string, string>();

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      await seedDemoShop(database.db);
      smsProvider = await startFakeAfricasTalking();
      const config = testConfig({ logLevel: 'debug', publicUrl: 'https://shop.test' });
      config.sms = {
        ...config.sms,
        ...fakeAfricasTalkingSettings(smsProvider.url),
        callbackSecret: SMS_CALLBACK_SECRET,
      };
      app = await buildApp(config, {
        database,
        skipMigrations: true,
        logger: { level: 'debug', stream: log.stream },
      });
      await app.ready();
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      await database?.dispose();
      await smsProvider?.stop();
    });

    it('has no password, token, reset link, access code, phone code, SMS callback secret, cookie, card or mobile-money number in any line', async () => {
      const email = uniqueEmail('logged');
      secrets.set(PASSWORD, 'password');
      secrets.set(NEW_PASSWORD, 'new password');
      secrets.set(SESSION_COOKIE.split('=')[1]!, 'session cookie');
      const registered = await call(app, 'POST', '/api/user/register', {
        body: { name: 'Efua Logged', email, password: PASSWORD },
      });
      expect(registered.status).toBe(200);
      secrets.set(authResponseSchema.parse(registered.body).token, 'token from register');
      expect(
        (await call(app, 'POST', '/api/user/login', { body: { email, password: 'wrong-Password-9' } }))
          .status,
      ).toBe(401);
      secrets.set('wrong-Password-9', 'a wrong password');
      const login = await call(app, 'POST', '/api/user/login', { body: { email, password: PASSWORD } });
      const token = authResponseSchema.parse(login.body).token;
      secrets.set(token, 'token from login');
      const shopper: Shopper = { name: 'Efua Logged', email, password: PASSWORD, token };

      // A shopper who pastes a card number into the search box puts it into a logged URL.
      const search = await call(app, 'GET', `/api/product/list?q=${encodeURIComponent(CARD_NUMBER)}`);
      expect(search.status).toBe(200);
      const profile = await call(app, 'GET', '/api/user/profile', {
        token,
        headers: { cookie: SESSION_COOKIE },
      });
      expect(profile.status).toBe(200);

      // The phone verified by the code the SMS provider was given, and that SMS's delivery
      // report posted to the callback URL, whose path is the secret.
      expect(
        (await call(app, 'POST', '/api/user/phone/start', { token, body: { phone: PHONE } })).status,
      ).toBe(200);
      await app.outboxWorker!.deliverDue();
      const codeText = smsProvider.sent.find((sms) => sms.to === PHONE_E164)!;
      const phoneCode = /code: (\d{6})\./.exec(codeText.message)![1]!;
      secrets.set(phoneCode, 'phone verification code');
      const confirmed = await call(app, 'POST', '/api/user/phone/confirm', {
        token,
        body: { code: phoneCode },
      });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      secrets.set(SMS_CALLBACK_SECRET, 'SMS callback secret');
      const report = await app.inject({
        method: 'POST',
        url: `/api/sms/delivery-reports/${SMS_CALLBACK_SECRET}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: smsProvider.deliveryReport(codeText.messageId, 'Success'),
      });
      expect(report.statusCode, report.body).toBe(200);

      const [product] = await productsInStock(app);
      await addToCart(app, token, product!, 1);
      const { started, figures, city, reference } = await startCart(app, shopper);
      secrets.set(started.payment.accessCode, 'payment access code');
      await testCharge(app, shopper, started.payment.accessCode);
      const verified = await call(app, 'POST', '/api/payments/verify', { token, body: { reference } });
      expect(verified.status).toBe(200);
      const order = orderBody(shopper, figures, city.city, reference, { phoneNumber: MOMO_NUMBER });
      const created = await call(app, 'POST', '/api/orders/create', { token, body: order });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      // Its mobile-money number sent as a query string, as a careless client might.
      await call(app, 'GET', `/api/orders/order?momo=${encodeURIComponent(MOMO_NUMBER)}`, { token });

      expect((await call(app, 'POST', '/api/user/password/forgot', { body: { email } })).status).toBe(200);
      await app.workAfterAnswer.settled();
      const [mail] = await database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'password-reset')));
      const link = /(https?:\/\/\S+token=\S+)/.exec(sentText(mail!))![1]!;
      const resetToken = new URL(link).searchParams.get('token')!;
      secrets.set(resetToken, 'reset token');
      // The link opened: a page request whose URL carries the token.
      await app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
      const reset = await call(app, 'POST', '/api/user/password/reset', {
        body: { token: resetToken, password: NEW_PASSWORD },
      });
      expect(reset.status).toBe(200);
      const again = await call(app, 'POST', '/api/user/login', { body: { email, password: NEW_PASSWORD } });
      secrets.set(authResponseSchema.parse(again.body).token, 'token after reset');

      // A review link opened: its token is the last segment of the path (decision 0064).
      const reviewToken = 'R3v13wL1nkT0k3nQx7Vb2Nc8Mz5Kd1Yp';
      secrets.set(reviewToken, 'review link token');
      expect((await call(app, 'GET', `/api/review-links/${reviewToken}`)).status).toBe(404);

      // The log was written and holds the requests above, so the scan below looks at them.
      expect(log.lines.length).toBeGreaterThan(30);
      const urls = log.lines.map((line) => JSON.parse(line).req?.url).filter(Boolean);
      expect(urls).toContain('/reset_password?token=[redacted]');
      expect(urls).toContain('/api/product/list?q=[redacted]4081');
      expect(urls).toContain('/api/orders/order?momo=[redacted]6543');
      expect(urls).toContain('/api/review-links/[redacted]');

      const forms = (secret: string) => [
        secret,
        encodeURIComponent(secret),
        secret.replace(/\D/g, '').length >= 9 ? secret.replace(/\D/g, '') : secret,
      ];
      // A 6-digit code counts as written when no digit adjoins it: a line's times and
      // durations are long runs of digits that may hold any six by chance.
      const written = (form: string) =>
        /^\d{6}$/.test(form)
          ? (line: string) => new RegExp(`(?<!\\d)${form}(?!\\d)`).test(line)
          : (line: string) => line.includes(form);
      const found = [...secrets.entries(), [CARD_NUMBER, 'card number'], [MOMO_NUMBER, 'mobile-money number']]
        .filter(([secret]) => forms(secret!).some((form) => log.lines.some(written(form))))
        .map(([, what]) => what);
      expect(found).toEqual([]);
    });
  });
}

describe('log lines for a person', () => {
  it('are pretty only when asked, or in a terminal outside production', () => {
    expect(usesPrettyLogs('auto', false, true)).toBe(true);
    expect(usesPrettyLogs('auto', true, true)).toBe(false);
    expect(usesPrettyLogs('auto', false, false)).toBe(false);
    expect(usesPrettyLogs('pretty', true, false)).toBe(true);
    expect(usesPrettyLogs('json', false, true)).toBe(false);
  });

  it('read as time, level, method, URL and what happened, in colour', async () => {
    const output = logCapture();
    const pretty = prettyStream(output.stream);
    const line = JSON.stringify({
      level: 30,
      time: Date.now(),
      pid: 1,
      hostname: 'shop',
      reqId: 'req-1',
      req: { method: 'GET', url: '/api/product/list?limit=24' },
      msg: 'incoming request',
    });
    pretty.write(`${line}\n`);
    await new Promise((resolve) => setImmediate(resolve));
    const text = output.lines.join('\n');
    expect(text).toMatch(/\d\d:\d\d:\d\d\.\d{3}/);
    expect(text).toContain('req-1 GET /api/product/list?limit=24 incoming request');
    expect(text).toContain('\u001b['); // ANSI colour
    expect(text).not.toContain('"req"');
    expect(text).not.toContain('hostname');
  });

  it('never carry a secret, whatever the depth or the field', () => {
    const line = JSON.stringify({
      msg: 'Paystack verify failed',
      err: {
        message: 'card 4084084084084081 declined',
        details: { authorization: 'Bearer abc', phone: '+233241234567' },
      },
      body: { password: 'x-secret-1', newPassword: 'x-secret-2', accessCode: 'ac_123', code: '123456' },
      res: { statusCode: 200 },
      time: 1795651358650,
    });
    const scrubbed = JSON.parse(scrubLine(line));
    expect(scrubbed.err.message).toBe('card [redacted]4081 declined');
    expect(scrubbed.err.details).toEqual({ authorization: '[redacted]', phone: '[redacted]4567' });
    expect(Object.values(scrubbed.body)).toEqual(['[redacted]', '[redacted]', '[redacted]', '[redacted]']);
    expect(scrubbed.res.statusCode).toBe(200);
    expect(scrubbed.time).toBe(1795651358650);
  });
});
