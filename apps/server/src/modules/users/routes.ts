import { ACCOUNT_MESSAGES, API_MESSAGES, loginBodySchema, registerBodySchema } from '@shop/shared';
import { createSession, currentUser, requireUser, revokeSession } from '../../plugins/auth';
import { conflict, unauthorized } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { registerAuthRateLimits } from './auth-rate-limits';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { findUserByEmail, insertUser } from './user-repository';

export async function userRoutes(app: App) {
  const limits = await registerAuthRateLimits(app);
  const db = () => app.database.db;

  app.post(
    '/api/user/register',
    { config: limits.perIp, schema: { body: registerBodySchema } },
    async (request) => {
      const { name, email, password } = request.body;
      await limits.checkEmail(email);
      // A cheap look-up first spares a hash for the common case; the unique key decides races.
      if (await findUserByEmail(db(), email)) throw conflict(API_MESSAGES.emailTaken);
      const passwordHash = await hashPassword(password);
      // The account and its session are written together: an account without a token would
      // answer "email taken" to the shopper's retry.
      const token = await db().transaction(async (transaction) => {
        const user = await insertUser(transaction, { name, email, passwordHash });
        if (!user) throw conflict(API_MESSAGES.emailTaken);
        return createSession(transaction, user.id);
      });
      return { success: true, token, message: ACCOUNT_MESSAGES.registered };
    },
  );

  app.post(
    '/api/user/login',
    { config: limits.perIp, schema: { body: loginBodySchema } },
    async (request) => {
      const { email, password } = request.body;
      await limits.checkEmail(email);
      const user = await findUserByEmail(db(), email);
      if (!user) {
        await verifyAgainstDummy(password);
        throw unauthorized(API_MESSAGES.invalidCredentials);
      }
      if (!(await verifyPassword(user.passwordHash, password)))
        throw unauthorized(API_MESSAGES.invalidCredentials);
      const token = await createSession(db(), user.id);
      return { success: true, token, message: ACCOUNT_MESSAGES.loggedIn };
    },
  );

  app.get('/api/user/profile', { onRequest: requireUser }, async (request) => {
    const { name, email, image, isAdmin } = currentUser(request);
    return { success: true, user: { name, email, image, isAdmin }, isAdmin };
  });

  app.get('/api/user/loginProfile', { onRequest: requireUser }, async (request) => {
    const { name, email, image } = currentUser(request);
    return { success: true, user: { name, email, image } };
  });

  app.post('/api/user/logout', { onRequest: requireUser }, async (request) => {
    await revokeSession(db(), currentUser(request).sessionId);
    return { success: true, message: API_MESSAGES.loggedOut };
  });
}
