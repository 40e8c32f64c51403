import { API_MESSAGES, PHONE_MESSAGES, phoneSettingsResponseSchema } from '@shop/shared';
import { and, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { sentText } from '../../../test/helpers/outbox-secrets';
import { describeEachDatabase, type TestContext } from '../../../test/helpers/test-app';
import { registerShopper, type Shopper } from '../../../test/helpers/users';
import { outbox, phoneCodes } from '../../db/schema';
import type { App } from '../../plugins/zod-type-provider';

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
  return codeIn(sentText(rows[0]!))!;
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
      sentText(
        (
          await context.database.db
            .select()
            .from(outbox)
            .where(and(eq(outbox.recipient, '+233245550101'), eq(outbox.kind, 'phone-code')))
        )[0]!,
      ),
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
