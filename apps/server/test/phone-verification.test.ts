import { API_MESSAGES, PHONE_MESSAGES, phoneSettingsResponseSchema, SMS_TEXTS } from '@shop/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { outbox, phoneCodes } from '../src/db/schema';
import type { App } from '../src/plugins/zod-type-provider';
import { call } from './helpers/api';
import { createTestApp, describeEachDatabase, type TestContext, testConfig } from './helpers/test-app';
import { registerShopper, type Shopper } from './helpers/users';

const codeIn = (text: string) => /code: (\d{6})\./.exec(text)?.[1];

const start = (app: App, shopper: Shopper, phone: string, country?: string) =>
  call(app, 'POST', '/api/user/phone/start', {
    token: shopper.token,
    body: country ? { phone, country } : { phone },
  });
const confirm = (app: App, shopper: Shopper, code: string) =>
  call(app, 'POST', '/api/user/phone/confirm', { token: shopper.token, body: { code } });
const settings = async (app: App, shopper: Shopper) =>
  phoneSettingsResponseSchema.parse(
    (await call(app, 'GET', '/api/user/phone', { token: shopper.token })).body,
  );

/** The code queued last for the number (sms-outbox.test.ts and the browser journey read them from the fake). */
async function lastCode(context: TestContext, e164: string): Promise<string> {
  const rows = await context.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, e164), eq(outbox.kind, 'phone-code')))
    .orderBy(desc(outbox.createdAt));
  return codeIn(rows[0]!.text)!;
}

describeEachDatabase('phone verification by an SMS code', {}, (context: TestContext) => {
  it('verifies the number with the right code, sent by SMS, kept only as a hash', async () => {
    const shopper = await registerShopper(context.app);
    const started = await start(context.app, shopper, '024 555 0101');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.message).toBe(PHONE_MESSAGES.codeSent('024 555 0101'));
    expect((await settings(context.app, shopper)).phoneVerified).toBe(false);
    const [row] = await context.database.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.phone, '+233245550101'));
    const code = codeIn(
      (
        await context.database.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.recipient, '+233245550101'), eq(outbox.kind, 'phone-code')))
      )[0]!.text,
    )!;
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);

    const confirmed = await confirm(context.app, shopper, code);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.message).toBe(PHONE_MESSAGES.phoneVerified);
    expect(await settings(context.app, shopper)).toMatchObject({
      phone: '+233245550101',
      phoneDisplay: '024 555 0101',
      phoneVerified: true,
      orderTexts: true,
    });
    // Used once: the same code again is refused.
    const again = await confirm(context.app, shopper, code);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(PHONE_MESSAGES.codeExpired);
  });

  it('locks a code after five wrong tries, even for the right code then', async () => {
    const shopper = await registerShopper(context.app);
    await start(context.app, shopper, '0245550102');
    const code = await lastCode(context, '+233245550102');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let tries = 1; tries <= 4; tries += 1) {
      const answer = await confirm(context.app, shopper, wrong);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(PHONE_MESSAGES.codeWrong(5 - tries));
    }
    expect((await confirm(context.app, shopper, wrong)).body.message).toBe(PHONE_MESSAGES.codeLocked);
    const right = await confirm(context.app, shopper, code);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe(PHONE_MESSAGES.codeLocked);
    expect((await settings(context.app, shopper)).phoneVerified).toBe(false);
  });

  it('refuses an expired code, and a code replaced by a newer one', async () => {
    const shopper = await registerShopper(context.app);
    await start(context.app, shopper, '0245550103');
    const first = await lastCode(context, '+233245550103');
    await start(context.app, shopper, '0245550103');
    const second = await lastCode(context, '+233245550103');
    if (first !== second) expect((await confirm(context.app, shopper, first)).status).toBe(400);
    await context.database.db
      .update(phoneCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneCodes.phone, '+233245550103'));
    const expired = await confirm(context.app, shopper, second);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(PHONE_MESSAGES.codeExpired);
  });

  it('refuses what is not a mobile number, and numbers outside the countries the shop delivers to', async () => {
    const shopper = await registerShopper(context.app);
    for (const phone of ['12345', 'call me', '030 212 3456']) {
      const answer = await start(context.app, shopper, phone);
      expect(answer.status, phone).toBe(400);
      expect(answer.body.message).toBe(API_MESSAGES.invalidPhone);
    }
    const abroad = await start(context.app, shopper, '+44 7911 123456');
    expect(abroad.status).toBe(400);
    expect(abroad.body.message).toBe(PHONE_MESSAGES.countryNotServed('GH'));
    expect((await confirm(context.app, shopper, '123456')).body.message).toBe(PHONE_MESSAGES.noCode);
    expect(
      (await call(context.app, 'POST', '/api/user/phone/start', { body: { phone: '0245550104' } })).status,
    ).toBe(401);
  });
});

describe('SMS pumping', () => {
  let context: TestContext;
  afterAll(async () => {
    await context?.app.close();
    await context?.database.dispose();
  });

  it('sends at most the per-address limit of 1,000 code requests from one address for 1,000 numbers, then 429', async () => {
    context = await createTestApp('pglite');
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
  }, 120_000);

  it('limits codes per number, per account and per day for the whole shop', async () => {
    const local = await createTestApp('pglite', {
      config: {
        sms: {
          ...testConfig().sms,
          codeLimits: { perIpPerHour: 1000, perNumberPerHour: 2, perAccountPerHour: 3, perDay: 6 },
        },
      },
    });
    try {
      const [a, b, c, d] = await Promise.all(Array.from({ length: 4 }, () => registerShopper(local.app)));
      expect((await start(local.app, a!, '0245550201')).status).toBe(200);
      expect((await start(local.app, b!, '0245550201')).status).toBe(200);
      const sameNumber = await start(local.app, c!, '0245550201');
      expect(sameNumber.status).toBe(429);
      expect(sameNumber.headers['retry-after']).toBeTruthy();
      expect((await start(local.app, a!, '0245550202')).status).toBe(200);
      expect((await start(local.app, a!, '0245550203')).status).toBe(200);
      expect((await start(local.app, a!, '0245550204')).status).toBe(429); // the account's fourth
      expect((await start(local.app, d!, '0245550205')).status).toBe(200);
      expect((await start(local.app, d!, '0245550206')).status).toBe(200); // the shop's sixth today
      expect((await start(local.app, c!, '0245550207')).status).toBe(429);
    } finally {
      await local.app.close();
      await local.database.dispose();
    }
  }, 60_000);

  it('stops codes, never order texts, once the day reaches the spend cap, and tells the staff phones once', async () => {
    const local = await createTestApp('pglite', {
      config: { sms: { ...testConfig().sms, dailySpendCap: 1, staffAlertPhones: ['+233201112233'] } },
    });
    try {
      await local.database.db.insert(outbox).values(
        Array.from({ length: 40 }, (_, index) => ({
          kind: 'order-status',
          channel: 'sms' as const,
          recipient: '+233241234567',
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
      expect(refused.body.message).toBe(PHONE_MESSAGES.codesPaused);
      await start(local.app, shopper, '0245550302');
      const alerts = await local.database.db.select().from(outbox).where(eq(outbox.kind, 'spend-cap'));
      expect(alerts.map((row) => [row.recipient, row.text])).toEqual([
        ['+233201112233', SMS_TEXTS.spendCapReached(1)],
      ]);
      expect(await local.database.db.select().from(phoneCodes)).toHaveLength(0);
    } finally {
      await local.app.close();
      await local.database.dispose();
    }
  }, 60_000);
});
