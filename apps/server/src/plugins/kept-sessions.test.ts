import { API_MESSAGES } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/helpers/api';
import { describeEachDatabase, describeOnTwoInstances } from '../../test/helpers/test-app';
import { registerShopper } from '../../test/helpers/users';
import { sessions } from '../db/schema';
import { type AuthenticatedUser, hashToken } from './auth';
import { changingSessions, type KeptSession, KeptSessions, sessionsChanged } from './kept-sessions';
import type { App } from './zod-type-provider';

const session = (isAdmin = false): KeptSession<AuthenticatedUser> => ({
  user: {
    id: 'a1',
    name: 'Ama Mensah',
    email: 'ama@example.com',
    image: null,
    isAdmin,
    isOwner: false,
    sessionId: 1,
  },
  lastUsedAt: new Date(),
  expiresAt: new Date(Date.now() + 86_400_000),
  createdAt: new Date(),
});

describe('the sessions kept between requests', () => {
  const now = 1_000_000;

  it("keeps a shopper's session at the stamp it was read at, and forgets it when the stamp moves", () => {
    const kept = new KeptSessions<AuthenticatedUser>();
    kept.keep('hash', session(), { stamp: 4, changesBefore: KeptSessions.changesSoFar(), now });
    expect(kept.find('hash', 4, now + 1_000)?.user.email).toBe('ama@example.com');
    expect(kept.find('hash', 5, now + 1_000)).toBeUndefined();
    // Forgotten, not only passed over: the old stamp finds nothing either.
    expect(kept.find('hash', 4, now + 1_000)).toBeUndefined();
  });

  it('never keeps a staff session: staff requests read theirs every time', () => {
    const kept = new KeptSessions<AuthenticatedUser>();
    kept.keep('hash', session(true), { stamp: 1, changesBefore: KeptSessions.changesSoFar(), now });
    expect(kept.find('hash', 1, now)).toBeUndefined();
  });

  it('forgets every session when one is ended here, and keeps none read while it was being ended', () => {
    const kept = new KeptSessions<AuthenticatedUser>();
    kept.keep('hash', session(), { stamp: 1, changesBefore: KeptSessions.changesSoFar(), now });
    const readBegan = KeptSessions.changesSoFar();
    sessionsChanged();
    expect(kept.find('hash', 1, now)).toBeUndefined();
    kept.keep('other', session(), { stamp: 1, changesBefore: readBegan, now });
    expect(kept.find('other', 1, now)).toBeUndefined();
  });

  it('keeps nothing read while a write that ends sessions ran, even when the write failed', async () => {
    const kept = new KeptSessions<AuthenticatedUser>();
    const readBegan = KeptSessions.changesSoFar();
    await expect(
      changingSessions(async () => {
        throw new Error('the database refused');
      }),
    ).rejects.toThrow('the database refused');
    kept.keep('hash', session(), { stamp: 1, changesBefore: readBegan, now });
    expect(kept.find('hash', 1, now)).toBeUndefined();
  });

  it('reads a session again after a minute whatever else holds', () => {
    const kept = new KeptSessions<AuthenticatedUser>();
    kept.keep('hash', session(), { stamp: 1, changesBefore: KeptSessions.changesSoFar(), now });
    expect(kept.find('hash', 1, now + 59_000)).toBeDefined();
    expect(kept.find('hash', 1, now + 60_000)).toBeUndefined();
  });

  it('keeps at most 10,000, the oldest kept going first', () => {
    const kept = new KeptSessions<AuthenticatedUser>();
    const at = { stamp: 1, changesBefore: KeptSessions.changesSoFar(), now };
    for (let index = 0; index <= 10_000; index += 1) kept.keep(`hash-${index}`, session(), at);
    expect(kept.size).toBe(10_000);
    expect(kept.find('hash-0', 1, now)).toBeUndefined();
    expect(kept.find('hash-10000', 1, now)).toBeDefined();
  });
});

describeEachDatabase('a kept session ended', {}, (context) => {
  const profile = (token: string) => call(context.app, 'GET', '/api/user/profile', { token });

  it('answers 401 at once after its logout, though it was kept a moment before', async () => {
    const shopper = await registerShopper(context.app);
    expect((await profile(shopper.token)).status).toBe(200);
    expect((await profile(shopper.token)).status).toBe(200);
    expect((await call(context.app, 'POST', '/api/user/logout', { token: shopper.token })).status).toBe(200);
    expect(await profile(shopper.token)).toMatchObject({
      status: 401,
      body: { success: false, message: API_MESSAGES.tokenInvalid },
    });
  });
});

/** Polls until `answer` gives `status`, for at most two seconds; answers the last status seen. */
async function statusWithin(answer: () => Promise<{ status: number }>, status: number): Promise<number> {
  const until = Date.now() + 2_000;
  let seen = (await answer()).status;
  while (seen !== status && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    seen = (await answer()).status;
  }
  return seen;
}

describeOnTwoInstances('a kept session on two instances of one PostgreSQL', {}, (instances) => {
  const profileOn = (app: App, token: string) => () => call(app, 'GET', '/api/user/profile', { token });

  it('is refused by the other instance a moment after a logout on one', async () => {
    const shopper = await registerShopper(instances.first.app);
    expect((await profileOn(instances.second, shopper.token)()).status).toBe(200);
    expect((await profileOn(instances.second, shopper.token)()).status).toBe(200);
    expect(
      (await call(instances.first.app, 'POST', '/api/user/logout', { token: shopper.token })).status,
    ).toBe(200);
    expect(await statusWithin(profileOn(instances.second, shopper.token), 401)).toBe(401);
  });

  it('is refused by both a moment after a script ends it in the database', async () => {
    const shopper = await registerShopper(instances.first.app);
    for (const app of [instances.first.app, instances.second])
      expect((await profileOn(app, shopper.token)()).status).toBe(200);
    await instances.first.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(shopper.token)));
    for (const app of [instances.first.app, instances.second]) {
      expect(await statusWithin(profileOn(app, shopper.token), 401)).toBe(401);
    }
  });
});
