import { ACCOUNT_MESSAGES, MAIL_TEXTS } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { outbox, passwordResets } from '../src/db/schema';
import { call } from './helpers/api';
import { describeEachDatabase, type TestContext } from './helpers/test-app';
import { registerShopper, uniqueEmail } from './helpers/users';

/** The link of the newest reset e-mail to `email`, as the shopper would click it. */
async function resetLink(context: TestContext, email: string): Promise<URL> {
  const rows = await context.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'password-reset')));
  const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  expect(newest?.subject).toBe(MAIL_TEXTS.passwordReset.subject);
  const link = /(https?:\/\/\S+token=\S+)/.exec(newest!.text)?.[1];
  expect(link).toBeDefined();
  return new URL(link!);
}

describeEachDatabase(
  'password reset and change',
  { config: { publicUrl: 'https://shop.test' } },
  (context) => {
    const forgot = (email: string, site?: 'admin') =>
      call(context.app, 'POST', '/api/user/password/forgot', { body: { email, ...(site ? { site } : {}) } });
    const login = (email: string, password: string) =>
      call(context.app, 'POST', '/api/user/login', { body: { email, password } });

    it('answers the same words whether or not an account has the address', async () => {
      const shopper = await registerShopper(context.app);
      const known = await forgot(shopper.email);
      const unknown = await forgot(uniqueEmail('nobody'));
      expect(known.status).toBe(200);
      expect(known.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetLinkSent });
      expect(unknown).toMatchObject({ status: known.status, body: known.body });
    });

    it('sets a new password once from the e-mailed link, and ends every session', async () => {
      const shopper = await registerShopper(context.app);
      await forgot(shopper.email);
      const link = await resetLink(context, shopper.email);
      expect(`${link.origin}${link.pathname}`).toBe('https://shop.test/reset_password');
      const token = link.searchParams.get('token')!;

      const reset = await call(context.app, 'POST', '/api/user/password/reset', {
        body: { token, password: 'a-brand-new-password' },
      });
      expect(reset).toMatchObject({
        status: 200,
        body: { success: true, message: ACCOUNT_MESSAGES.passwordReset },
      });
      expect((await login(shopper.email, shopper.password)).status).toBe(401);
      expect((await login(shopper.email, 'a-brand-new-password')).status).toBe(200);
      expect((await call(context.app, 'GET', '/api/user/profile', { token: shopper.token })).status).toBe(
        401,
      );

      const again = await call(context.app, 'POST', '/api/user/password/reset', {
        body: { token, password: 'another-new-password' },
      });
      expect(again).toMatchObject({
        status: 400,
        body: { success: false, message: ACCOUNT_MESSAGES.resetLinkInvalid },
      });
    });

    it('refuses a link older than 30 minutes, a made-up token and a short password', async () => {
      const shopper = await registerShopper(context.app);
      await forgot(shopper.email);
      const token = (await resetLink(context, shopper.email)).searchParams.get('token')!;
      const short = await call(context.app, 'POST', '/api/user/password/reset', {
        body: { token, password: 'short' },
      });
      expect(short.status).toBe(400);
      await context.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
      for (const candidate of [token, 'x'.repeat(43)]) {
        const refused = await call(context.app, 'POST', '/api/user/password/reset', {
          body: { token: candidate, password: 'a-brand-new-password' },
        });
        expect(refused).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.resetLinkInvalid } });
      }
      expect((await login(shopper.email, shopper.password)).status).toBe(200);
    });

    it("sends staff to the admin site's page", async () => {
      const shopper = await registerShopper(context.app);
      await forgot(shopper.email, 'admin');
      const link = await resetLink(context, shopper.email);
      expect(`${link.origin}${link.pathname}`).toBe('https://shop.test/admin/reset-password');
    });

    it('changes the password from /profile with the current one; other sessions end, this one stays', async () => {
      const shopper = await registerShopper(context.app);
      const otherPhone = (await login(shopper.email, shopper.password)).body.token as string;
      const change = (currentPassword: string) =>
        call(context.app, 'POST', '/api/user/password/change', {
          token: shopper.token,
          body: { currentPassword, newPassword: 'a-changed-password' },
        });
      expect(await change('not-my-password')).toMatchObject({
        status: 400,
        body: { message: ACCOUNT_MESSAGES.wrongCurrentPassword },
      });
      expect(await change(shopper.password)).toMatchObject({
        status: 200,
        body: { message: ACCOUNT_MESSAGES.passwordChanged },
      });
      expect((await call(context.app, 'GET', '/api/user/profile', { token: shopper.token })).status).toBe(
        200,
      );
      expect((await call(context.app, 'GET', '/api/user/profile', { token: otherPhone })).status).toBe(401);
      expect((await login(shopper.email, 'a-changed-password')).status).toBe(200);
      const anonymous = await call(context.app, 'POST', '/api/user/password/change', {
        body: { currentPassword: 'x', newPassword: 'a-changed-password' },
      });
      expect(anonymous.status).toBe(401);
    });
  },
);
