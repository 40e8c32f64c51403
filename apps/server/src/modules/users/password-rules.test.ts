import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase, type TestContext } from '../../../test/helpers/test-app';
import { freshAddress, registerShopper, uniqueEmail } from '../../../test/helpers/users';
import { passwordResets, users } from '../../db/schema';
import { hashToken } from '../../plugins/auth';
import { createOrPromoteStaff } from '.';

/** A working reset link's token for the account, as the e-mail would carry it. */
async function resetToken(context: TestContext, email: string): Promise<string> {
  const [user] = await context.database.db.select().from(users).where(eq(users.email, email));
  const token = randomBytes(32).toString('base64url');
  await context.database.db.insert(passwordResets).values({
    userId: user!.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 30 * 60_000),
    // A link is bound to the password it was issued against (decision 0024).
    passwordFingerprint: createHash('sha256').update(user!.passwordHash, 'utf8').digest('hex'),
  });
  return token;
}

describeEachDatabase('new passwords that are easy to guess', {}, (context) => {
  const register = (body: { name: string; email: string; password: string }) =>
    context.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: body,
      remoteAddress: freshAddress(),
    });
  const login = (email: string, password: string) =>
    call(context.app, 'POST', '/api/user/login', { body: { email, password } });

  it('refuses a common password at sign-up, says why, and makes no account', async () => {
    const email = uniqueEmail('common');
    for (const password of ['password123', 'qwerty123456', 'P@ssw0rd1', 'dr4g0n77']) {
      const response = await register({ name: 'Ama Mensah', email, password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: ACCOUNT_MESSAGES.passwordTooCommon });
    }
    expect(await context.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses a guessable password and one made of the shopper’s own name', async () => {
    // A word spelt with digits and symbols for letters is still the word ("l1ghtn1ng", "Summ3r2021"; "dr4g0n77" above is a common one).
    for (const password of ['summer2024', 'abcdefgh1', 'amamensah', 'l1ghtn1ng', 'Summ3r2021']) {
      const response = await register({ name: 'Ama Mensah', email: uniqueEmail('guessable'), password });
      expect(response.json(), password).toEqual({
        success: false,
        message: ACCOUNT_MESSAGES.passwordTooGuessable,
      });
    }
  });

  it('refuses the e-mail address as the password, in any letter case', async () => {
    const email = uniqueEmail('same');
    const response = await register({ name: 'Ama Mensah', email, password: ` ${email.toUpperCase()}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: ACCOUNT_MESSAGES.passwordIsEmail });
  });

  it('takes a long password made of unrelated words', async () => {
    const response = await register({
      name: 'Ama Mensah',
      email: uniqueEmail('strong'),
      password: 'plantain kettle orbit',
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a weak password on reset, and the link still works for a strong one', async () => {
    const shopper = await registerShopper(context.app);
    const token = await resetToken(context, shopper.email);
    const weak = await call(context.app, 'POST', '/api/user/password/reset', {
      body: { token, password: 'password1' },
    });
    expect(weak).toEqual({
      status: 400,
      body: { success: false, message: ACCOUNT_MESSAGES.passwordTooCommon },
      headers: expect.anything(),
    });
    const asEmail = await call(context.app, 'POST', '/api/user/password/reset', {
      body: { token, password: shopper.email },
    });
    expect(asEmail.body.message).toBe(ACCOUNT_MESSAGES.passwordIsEmail);
    expect((await login(shopper.email, shopper.password)).status).toBe(200);

    const strong = await call(context.app, 'POST', '/api/user/password/reset', {
      body: { token, password: 'copper lantern meadow' },
    });
    expect(strong.status).toBe(200);
    expect((await login(shopper.email, 'copper lantern meadow')).status).toBe(200);
  });

  it('refuses a weak new password on /profile and keeps the old one', async () => {
    const shopper = await registerShopper(context.app);
    const change = (newPassword: string) =>
      call(context.app, 'POST', '/api/user/password/change', {
        token: shopper.token,
        body: { currentPassword: shopper.password, newPassword },
      });
    expect((await change('iloveyou1')).body).toEqual({
      success: false,
      message: ACCOUNT_MESSAGES.passwordTooCommon,
    });
    expect((await change(shopper.email.toUpperCase())).body).toEqual({
      success: false,
      message: ACCOUNT_MESSAGES.passwordIsEmail,
    });
    expect((await login(shopper.email, shopper.password)).status).toBe(200);
    expect((await change('violet harbour tram')).status).toBe(200);
  });

  it('refuses a weak password for a new staff account (admin:create)', async () => {
    const email = uniqueEmail('weak-staff');
    await expect(
      createOrPromoteStaff(context.database.db, { email, password: 'letmein123', name: 'Kojo' }),
    ).rejects.toThrow(ACCOUNT_MESSAGES.passwordTooCommon);
    expect(await context.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});
