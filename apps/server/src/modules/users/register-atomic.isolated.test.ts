import { authResponseSchema } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { freshAddress, uniqueEmail } from '../../../test/helpers/users';
import { users } from '../../db/schema';

const sessionStore = vi.hoisted(() => ({ failNext: false }));

// The session insert fails once, as a database blip would, right after the account was written.
vi.mock('../../plugins/auth', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../plugins/auth')>();
  return {
    ...original,
    createSession: async (...args: Parameters<typeof original.createSession>) => {
      if (sessionStore.failNext) {
        sessionStore.failNext = false;
        throw new Error('the session could not be written');
      }
      return original.createSession(...args);
    },
  };
});

describeEachDatabase('register writes the account and its session together', {}, (context) => {
  it('leaves no account behind when the session cannot be written, so the shopper can try again', async () => {
    const body = { name: 'Esi Owusu', email: uniqueEmail('esi'), password: 'a-long-password-1' };
    const register = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: body,
        remoteAddress: freshAddress(),
      });

    sessionStore.failNext = true;
    expect((await register()).statusCode).toBe(500);
    expect(await context.database.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);

    const retried = await register();
    expect(retried.statusCode, retried.body).toBe(200);
    expect(authResponseSchema.parse(retried.json()).token).toBeTruthy();
  });
});
