import { ACCOUNT_MESSAGES, MAIL_TEXTS } from '@shop/shared';
import { and, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { sentText } from '../../../test/helpers/outbox-secrets';
import { describeEachDatabase, type TestContext } from '../../../test/helpers/test-app';
import { freshAddress, registerShopper, registerStaff, uniqueEmail } from '../../../test/helpers/users';
import { outbox, passwordResets, users } from '../../db/schema';

/** The reset e-mails to `email` so far, once the links asked for are made (after the answer). */
async function resetMails(context: TestContext, email: string) {
  await context.app.workAfterAnswer.settled();
  return context.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'password-reset')));
}

/** The link of the newest reset e-mail to `email`, as the shopper would click it. */
async function resetLink(context: TestContext, email: string): Promise<URL> {
  await context.app.workAfterAnswer.settled();
  // Ordered by the database, to the microsecond: links made at once (the work after several
  // answers starts together) can share a millisecond, which is all a Date keeps.
  const [newest] = await context.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'password-reset')))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  expect(newest?.subject).toBe(MAIL_TEXTS.passwordReset.subject);
  const link = /(https?:\/\/\S+token=\S+)/.exec(sentText(newest!))?.[1];
  expect(link).toBeDefined();
  return new URL(link!);
}

describeEachDatabase(
  'password reset and change',
  { config: { publicUrl: 'https://shop.test' } },
  (context) => {
    const forgot = (email: string, site?: 'admin') =>
      call(context.app, 'POST', '/api/user/password/forgot', { body: { email, ...(site ? { site } : {}) } });
    /** A forgot request from a client address of its own. */
    const forgotFrom = (address: string, email: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/user/password/forgot',
        payload: { email },
        remoteAddress: address,
      });
    const login = (email: string, password: string) =>
      call(context.app, 'POST', '/api/user/login', {
        body: { email, password },
        remoteAddress: freshAddress(),
      });
    const reset = (link: URL, password: string) =>
      call(context.app, 'POST', '/api/user/password/reset', {
        body: { token: link.searchParams.get('token'), password },
        remoteAddress: freshAddress(),
      });
    const refusedAsExpired = {
      status: 400,
      body: { success: false, message: ACCOUNT_MESSAGES.resetLinkInvalid },
    };

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

    it("sends staff to the admin site's page, and a customer who asks there to the storefront's", async () => {
      const staff = await registerStaff(context);
      await forgot(staff.email, 'admin');
      const link = await resetLink(context, staff.email);
      expect(`${link.origin}${link.pathname}`).toBe('https://shop.test/admin/reset-password');

      const shopper = await registerShopper(context.app);
      await forgot(shopper.email, 'admin');
      const shopperLink = await resetLink(context, shopper.email);
      expect(`${shopperLink.origin}${shopperLink.pathname}`).toBe('https://shop.test/reset_password');
    });

    it('a new link ends the earlier ones', async () => {
      const shopper = await registerShopper(context.app);
      await forgotFrom(freshAddress(), shopper.email);
      const first = await resetLink(context, shopper.email);
      await forgotFrom(freshAddress(), shopper.email);
      const second = await resetLink(context, shopper.email);
      expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));

      expect(await reset(first, 'a-brand-new-password')).toMatchObject(refusedAsExpired);
      expect((await reset(second, 'a-brand-new-password')).status).toBe(200);
      expect(await reset(first, 'another-new-password')).toMatchObject(refusedAsExpired);
      expect((await login(shopper.email, 'a-brand-new-password')).status).toBe(200);
    });

    it('a change of password on /profile ends every link asked for before it', async () => {
      const shopper = await registerShopper(context.app);
      await forgotFrom(freshAddress(), shopper.email);
      const link = await resetLink(context, shopper.email);
      const change = await call(context.app, 'POST', '/api/user/password/change', {
        token: shopper.token,
        body: { currentPassword: shopper.password, newPassword: 'a-changed-password' },
      });
      expect(change.status).toBe(200);
      expect(await reset(link, 'a-brand-new-password')).toMatchObject(refusedAsExpired);
      expect((await login(shopper.email, 'a-changed-password')).status).toBe(200);
    });

    it('a link works only while the password it was issued against stands', async () => {
      const shopper = await registerShopper(context.app);
      await forgotFrom(freshAddress(), shopper.email);
      const link = await resetLink(context, shopper.email);
      // Any other way the password may change (admin:create, a future flow): the link knows.
      const [row] = await context.database.db.select().from(users).where(eq(users.email, shopper.email));
      await context.database.db
        .update(users)
        .set({ passwordHash: `${row!.passwordHash}x` })
        .where(eq(users.id, row!.id));
      expect(await reset(link, 'a-brand-new-password')).toMatchObject(refusedAsExpired);
    });

    it('100 requests for one address from one IP do not keep the owner from their own reset', async () => {
      const owner = await registerShopper(context.app);
      const attacker = freshAddress();
      const answers = [];
      for (let index = 0; index < 100; index += 1) answers.push(await forgotFrom(attacker, owner.email));
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
      expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(90);
      // The owner's mailbox gets a few links, not one per request.
      expect((await resetMails(context, owner.email)).length).toBe(3);

      const own = await forgotFrom(freshAddress(), owner.email);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetLinkSent });
      // The newest link in the mailbox works: nobody else's requests ended it.
      expect((await reset(await resetLink(context, owner.email), 'the-owners-new-password')).status).toBe(
        200,
      );
      expect((await login(owner.email, 'the-owners-new-password')).status).toBe(200);
    });

    it('from an address the account logged in from, the owner always gets a fresh link', async () => {
      const owner = await registerShopper(context.app);
      const home = freshAddress();
      const loggedIn = await context.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: owner.email, password: owner.password },
        remoteAddress: home,
      });
      expect(loggedIn.statusCode).toBe(200);
      for (let index = 0; index < 5; index += 1) await forgotFrom(freshAddress(), owner.email);
      expect((await resetMails(context, owner.email)).length).toBe(3);
      expect((await forgotFrom(home, owner.email)).statusCode).toBe(200);
      expect((await resetMails(context, owner.email)).length).toBe(4);
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
