import { ACCOUNT_MESSAGES, API_MESSAGES, authResponseSchema } from '@shop/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/helpers/api';
import { createTestApp, describeEachDatabase, type TestContext } from '../../test/helpers/test-app';
import { registerShopper } from '../../test/helpers/users';
import { loadConfig } from '../config';
import { sessions, users } from '../db/schema';
import { createSession, hashToken } from './auth';
import { sweepSessions } from './session-sweeper';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** The stored row of a bearer token. */
async function sessionOf(context: TestContext, token: string) {
  const [row] = await context.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row;
}

async function editSession(
  context: TestContext,
  token: string,
  values: Partial<typeof sessions.$inferInsert>,
) {
  await context.database.db
    .update(sessions)
    .set(values)
    .where(eq(sessions.tokenHash, hashToken(token)));
  // Written behind the server's back: the sessions it keeps are told (plugins/kept-sessions.ts).
  context.app.answerCache.clear(['sessions']);
}

describeEachDatabase('sessions', {}, (context) => {
  const profile = (token: string) => call(context.app, 'GET', '/api/user/profile', { token });
  const login = async (email: string, password: string) =>
    authResponseSchema.parse(
      (await call(context.app, 'POST', '/api/user/login', { body: { email, password } })).body,
    ).token;

  it('ends a session left unused for 30 days, and keeps one used within them', async () => {
    const idle = await registerShopper(context.app);
    await editSession(context, idle.token, { lastUsedAt: daysAgo(30.01) });
    expect(await profile(idle.token)).toMatchObject({
      status: 401,
      body: { success: false, message: API_MESSAGES.tokenInvalid },
    });

    const recent = await registerShopper(context.app);
    await editSession(context, recent.token, { lastUsedAt: daysAgo(29.9) });
    expect((await profile(recent.token)).status).toBe(200);
    // The request counted as use: the next 30 days start now.
    const row = await sessionOf(context, recent.token);
    expect(Date.now() - row!.lastUsedAt.getTime()).toBeLessThan(60_000);
  });

  it('writes the last use at most once an hour', async () => {
    const shopper = await registerShopper(context.app);
    const fiftyMinutesAgo = new Date(Date.now() - 50 * 60_000);
    await editSession(context, shopper.token, { lastUsedAt: fiftyMinutesAgo });
    expect((await profile(shopper.token)).status).toBe(200);
    expect((await sessionOf(context, shopper.token))!.lastUsedAt.getTime()).toBe(fiftyMinutesAgo.getTime());
    const seventyMinutesAgo = new Date(Date.now() - 70 * 60_000);
    await editSession(context, shopper.token, { lastUsedAt: seventyMinutesAgo });
    expect((await profile(shopper.token)).status).toBe(200);
    expect((await sessionOf(context, shopper.token))!.lastUsedAt.getTime()).toBeGreaterThan(
      seventyMinutesAgo.getTime(),
    );
  });

  it('ends a session 90 days after its login however much it is used', async () => {
    const shopper = await registerShopper(context.app);
    await editSession(context, shopper.token, { createdAt: daysAgo(90.01), lastUsedAt: new Date() });
    expect((await profile(shopper.token)).status).toBe(401);

    const other = await registerShopper(context.app);
    await editSession(context, other.token, { createdAt: daysAgo(89.9) });
    expect((await profile(other.token)).status).toBe(200);
    const row = await sessionOf(context, other.token);
    // The hard end is written at login too.
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(89.9 * DAY_MS);
  });

  it('logs out everywhere: every session of the shopper ends, other shoppers keep theirs', async () => {
    const shopper = await registerShopper(context.app);
    const phone = await login(shopper.email, shopper.password);
    const someoneElse = await registerShopper(context.app);

    const answer = await call(context.app, 'POST', '/api/user/logout-all', { token: shopper.token });
    expect(answer).toMatchObject({
      status: 200,
      body: { success: true, message: ACCOUNT_MESSAGES.loggedOutEverywhere },
    });
    expect((await profile(shopper.token)).status).toBe(401);
    expect((await profile(phone)).status).toBe(401);
    expect((await profile(someoneElse.token)).status).toBe(200);
    // A new login works as ever.
    expect((await profile(await login(shopper.email, shopper.password))).status).toBe(200);

    expect(await call(context.app, 'POST', '/api/user/logout-all')).toMatchObject({
      status: 401,
      body: { success: false, message: API_MESSAGES.tokenMissing },
    });
  });

  it('sweeps away revoked and ended sessions and keeps the live ones', async () => {
    const live = await registerShopper(context.app);
    const loggedOut = await registerShopper(context.app);
    const idle = await registerShopper(context.app);
    const old = await registerShopper(context.app);
    const expired = await registerShopper(context.app);
    await call(context.app, 'POST', '/api/user/logout', { token: loggedOut.token });
    await editSession(context, idle.token, { lastUsedAt: daysAgo(31) });
    await editSession(context, old.token, { createdAt: daysAgo(91) });
    await editSession(context, expired.token, { expiresAt: new Date(Date.now() - 1000) });

    const removed = await sweepSessions(context.database.db, { idleDays: 30, maxDays: 90 });
    expect(removed).toBeGreaterThanOrEqual(4);
    const left = await context.database.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(
        inArray(
          sessions.tokenHash,
          [live, loggedOut, idle, old, expired].map((shopper) => hashToken(shopper.token)),
        ),
      );
    expect(left).toEqual([{ tokenHash: hashToken(live.token) }]);
    expect((await profile(live.token)).status).toBe(200);
  });
});

describe('session settings', () => {
  it('reads SESSION_IDLE_DAYS and SESSION_MAX_DAYS, 30 and 90 when unset', () => {
    expect(loadConfig({})).toMatchObject({ sessionIdleDays: 30, sessionMaxDays: 90 });
    expect(loadConfig({ SESSION_IDLE_DAYS: '7', SESSION_MAX_DAYS: '14' })).toMatchObject({
      sessionIdleDays: 7,
      sessionMaxDays: 14,
    });
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '100' })).toThrow(
      'Invalid configuration: SESSION_IDLE_DAYS must be at most SESSION_MAX_DAYS.',
    );
    expect(() => loadConfig({ SESSION_MAX_DAYS: '0' })).toThrow(/SESSION_MAX_DAYS/);
  });
});

describe('an app with its own session settings', () => {
  // One app for both tests: building one costs seconds on a busy machine.
  const context = {} as TestContext;
  let closed = false;
  beforeAll(async () => {
    Object.assign(
      context,
      await createTestApp('pglite', { config: { sessionIdleDays: 2, sessionSweepIntervalS: 1 } }),
    );
  });
  afterAll(async () => {
    if (!closed) await context.app?.close();
    await context.database?.dispose();
  });

  it('ends sessions by the configured idle days', async () => {
    const shopper = await registerShopper(context.app);
    await editSession(context, shopper.token, { lastUsedAt: daysAgo(1.9) });
    expect((await call(context.app, 'GET', '/api/user/profile', { token: shopper.token })).status).toBe(200);
    await editSession(context, shopper.token, { lastUsedAt: daysAgo(2.01) });
    expect((await call(context.app, 'GET', '/api/user/profile', { token: shopper.token })).status).toBe(401);
  });

  it('runs the session sweeper on its timer once the app is ready, and stops it on close', async () => {
    const shopper = await registerShopper(context.app);
    await call(context.app, 'POST', '/api/user/logout', { token: shopper.token });
    await expect
      .poll(async () => (await sessionOf(context, shopper.token)) === undefined, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(true);

    await context.app.close();
    closed = true;
    // Closed: nothing sweeps any more, so a revoked row stays.
    const [user] = await context.database.db.select({ id: users.id }).from(users).limit(1);
    const token = await createSession(context.database.db, user!.id);
    await editSession(context, token, { revokedAt: new Date() });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await sessionOf(context, token)).toBeDefined();
  });
});
