import { API_MESSAGES, TWO_STEP_TEXTS } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { call } from '../../../../test/helpers/api';
import { describeEachDatabase, type TestContext } from '../../../../test/helpers/test-app';
import { freshAddress } from '../../../../test/helpers/users';
import { outbox, sessions, users } from '../../../db/schema';
import { codeAt, login, movableClock, secondStep, staffWithTwoStep } from './two-step-test-helpers';

const clock = movableClock();

async function sessionCount(context: TestContext, email: string) {
  const rows = await context.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email));
  return rows.length;
}

const reachesAdmin = async (context: TestContext, token: string) =>
  (await call(context.app, 'GET', '/api/admin/return-settings', { token })).status;

// Decision 0073: staff's second factor at sign-in. The app's clock is the test's, so codes of
// other 30-second windows are made by moving it.
describeEachDatabase(
  'staff two-step sign-in',
  { config: { loginFailuresPerAddress: 10, authRateLimitPerMinute: 100 }, clock: clock.read },
  (context) => {
    it('answers a right password with a challenge and no session; the code then opens one', async () => {
      const staff = await staffWithTwoStep(context, clock, freshAddress());
      const sessionsBefore = await sessionCount(context, staff.email);

      const first = await login(context, { email: staff.email, password: staff.password }, staff.address);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        success: true,
        secondFactorRequired: true,
        challenge: expect.any(String),
        message: TWO_STEP_TEXTS.codeNeeded,
      });
      expect(await sessionCount(context, staff.email)).toBe(sessionsBefore);

      const code = await codeAt(staff.secret, clock.read());
      const second = await secondStep(context, { challenge: first.body.challenge, code }, staff.address);
      expect(second.status, JSON.stringify(second.body)).toBe(200);
      expect(await reachesAdmin(context, second.body.token)).toBe(200);
      expect(await sessionCount(context, staff.email)).toBe(sessionsBefore + 1);

      // The challenge is used up, and the same code cannot be given again in its window.
      const again = await login(context, { email: staff.email, password: staff.password }, staff.address);
      const replay = await secondStep(context, { challenge: again.body.challenge, code }, staff.address);
      expect(replay).toMatchObject({ status: 401, body: { message: TWO_STEP_TEXTS.wrongCode } });
      const reused = await secondStep(context, { challenge: first.body.challenge, code }, staff.address);
      expect(reused).toMatchObject({ status: 401, body: { message: TWO_STEP_TEXTS.challengeExpired } });
    });

    it('takes a code of the previous 30-second window, not one from 2 minutes ago', async () => {
      const staff = await staffWithTwoStep(context, clock, freshAddress());
      clock.advance(120);
      const challenge = async () =>
        (await login(context, { email: staff.email, password: staff.password }, staff.address)).body
          .challenge;

      const twoMinutesAgo = await codeAt(staff.secret, new Date(clock.read().getTime() - 120_000));
      const stale = await secondStep(
        context,
        { challenge: await challenge(), code: twoMinutesAgo },
        staff.address,
      );
      expect(stale.status).toBe(401);

      const previousWindow = await codeAt(staff.secret, new Date(clock.read().getTime() - 30_000));
      const late = await secondStep(
        context,
        { challenge: await challenge(), code: previousWindow },
        staff.address,
      );
      expect(late.status, JSON.stringify(late.body)).toBe(200);
      clock.advance(30);
    });

    it('locks the address after 10 wrong codes, as after 10 wrong passwords', async () => {
      const staff = await staffWithTwoStep(context, clock, freshAddress());
      // From an address the account has signed in from, so no try waits for the account's
      // failures elsewhere (decision 0013): the count alone is under test, and it still locks.
      const signInFrom = async (from: string) => {
        const { challenge } = (await login(context, { email: staff.email, password: staff.password }, from))
          .body;
        const code = await codeAt(staff.secret, clock.read());
        const signedIn = await secondStep(context, { challenge, code }, from);
        expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
        clock.advance(30);
      };
      const address = staff.address;
      await signInFrom(address);
      const { challenge } = (await login(context, { email: staff.email, password: staff.password }, address))
        .body;
      const answers: number[] = [];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        answers.push((await secondStep(context, { challenge, code: '000000' }, address)).status);
      }
      expect(answers).toEqual(Array(10).fill(401));
      // Even the right code is refused now, and says for how long.
      const locked = await secondStep(
        context,
        { challenge, code: await codeAt(staff.secret, clock.read()) },
        address,
      );
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe(
        API_MESSAGES.tooManyFailedLogins(Number(locked.headers['retry-after'])),
      );

      // The same count for wrong passwords, for comparison.
      const passwordAddress = freshAddress();
      await signInFrom(passwordAddress);
      const passwordAnswers: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        passwordAnswers.push(
          (await login(context, { email: staff.email, password: 'wrong' }, passwordAddress)).status,
        );
      }
      expect(passwordAnswers).toEqual([...Array(10).fill(401), 429]);
    }, 120_000);

    it('takes each recovery code once', async () => {
      const staff = await staffWithTwoStep(context, clock, freshAddress());
      expect(staff.recoveryCodes).toHaveLength(10);
      const [recovery] = staff.recoveryCodes;
      const challenge = async () =>
        (await login(context, { email: staff.email, password: staff.password }, staff.address)).body
          .challenge;
      const first = await secondStep(
        context,
        { challenge: await challenge(), code: recovery },
        staff.address,
      );
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const second = await secondStep(
        context,
        { challenge: await challenge(), code: recovery },
        staff.address,
      );
      expect(second).toMatchObject({ status: 401, body: { message: TWO_STEP_TEXTS.wrongCode } });
      const status = await call(context.app, 'GET', '/api/admin/two-step', { token: first.body.token });
      expect(status.body).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });
    });

    it('skips the code on a remembered device for 30 days, and not after, nor after 2FA goes off', async () => {
      const staff = await staffWithTwoStep(context, clock, freshAddress());
      const signIn = (deviceToken?: string) =>
        login(context, { email: staff.email, password: staff.password, deviceToken }, staff.address);
      const first = await signIn();
      const remembered = await secondStep(
        context,
        {
          challenge: first.body.challenge,
          code: await codeAt(staff.secret, clock.read()),
          rememberDevice: true,
        },
        staff.address,
      );
      clock.advance(30);
      const { deviceToken } = remembered.body;
      expect(deviceToken).toEqual(expect.any(String));

      const skipped = await signIn(deviceToken);
      expect(skipped.body).toMatchObject({ success: true, token: expect.any(String) });
      expect(skipped.body.secondFactorRequired).toBeUndefined();
      // Another browser (no token) still gives the code.
      expect((await signIn()).body.secondFactorRequired).toBe(true);

      clock.advance(31 * 24 * 60 * 60);
      expect((await signIn(deviceToken)).body.secondFactorRequired).toBe(true);

      // Remembered again, then 2FA off and on again: the device is forgotten.
      const again = await secondStep(
        context,
        {
          challenge: (await signIn(deviceToken)).body.challenge,
          code: await codeAt(staff.secret, clock.read()),
          rememberDevice: true,
        },
        staff.address,
      );
      clock.advance(30);
      expect((await signIn(deviceToken)).body.token).toEqual(expect.any(String));
      const off = await call(context.app, 'POST', '/api/admin/two-step/disable', {
        token: again.body.token,
        body: { password: staff.password, code: await codeAt(staff.secret, clock.read()) },
      });
      expect(off.status, JSON.stringify(off.body)).toBe(200);
      clock.advance(30);
      const setup = await call(context.app, 'POST', '/api/admin/two-step/setup', { token: again.body.token });
      await call(context.app, 'POST', '/api/admin/two-step/enable', {
        token: again.body.token,
        body: { code: await codeAt(setup.body.secret, clock.read()) },
      });
      clock.advance(30);
      expect((await signIn(deviceToken)).body.secondFactorRequired).toBe(true);
    });

    it('forgets remembered devices when the account logs out everywhere', async () => {
      const staff = await staffWithTwoStep(context, clock, freshAddress());
      const signIn = (deviceToken?: string) =>
        login(context, { email: staff.email, password: staff.password, deviceToken }, staff.address);
      const remembered = await secondStep(
        context,
        {
          challenge: (await signIn()).body.challenge,
          code: await codeAt(staff.secret, clock.read()),
          rememberDevice: true,
        },
        staff.address,
      );
      clock.advance(30);
      expect((await signIn(remembered.body.deviceToken)).body.token).toEqual(expect.any(String));
      await call(context.app, 'POST', '/api/user/logout-all', { token: remembered.body.token });
      expect((await signIn(remembered.body.deviceToken)).body.secondFactorRequired).toBe(true);
    });

    it('e-mails staff once per new device, with the time, the browser and the address', async () => {
      const staff = await staffWithTwoStep(context, clock, freshAddress());
      const chrome =
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
      const mails = async () =>
        context.database.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.recipient, staff.email), eq(outbox.kind, 'staff-new-device')));
      // Setting up went through registerShopper's session, not a staff login: no mail yet.
      expect(await mails()).toHaveLength(0);

      const address = freshAddress();
      const signIn = async (deviceToken?: string) => {
        const first = await login(
          context,
          { email: staff.email, password: staff.password, deviceToken },
          address,
          chrome,
        );
        if (!first.body.challenge) return first.body;
        const code = await codeAt(staff.secret, clock.read());
        clock.advance(30);
        return (await secondStep(context, { challenge: first.body.challenge, code }, address)).body;
      };
      const { deviceToken } = await signIn();
      const [mail] = await mails();
      expect(await mails()).toHaveLength(1);
      expect(mail?.text).toContain('Chrome on Windows');
      expect(mail?.text).toContain(address);
      expect(mail?.text).toContain(String(clock.read().getUTCFullYear()));

      expect((await signIn(deviceToken)).deviceToken).toBeUndefined();
      expect(await mails()).toHaveLength(1);
      await signIn();
      expect(await mails()).toHaveLength(2);
    });

    it("leaves a shopper's login answer as it was", async () => {
      const email = `shopper-${Date.now()}@example.com`;
      const address = freshAddress();
      await call(context.app, 'POST', '/api/user/register', {
        body: { name: 'Ama Mensah', email, password: 'a-long-password-1' },
        remoteAddress: address,
      });
      const answer = await login(context, { email, password: 'a-long-password-1' }, address);
      expect(answer.body).toEqual({ success: true, token: expect.any(String), message: expect.any(String) });
    });
  },
);
