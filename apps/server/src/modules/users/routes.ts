import { ACCOUNT_MESSAGES, API_MESSAGES, loginBodySchema, registerBodySchema } from '@shop/shared';
import { currentUser, requireUser, revokeSession } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { logIn, registerAccount } from './account-service';
import { registerAuthRateLimits } from './auth-rate-limits';

export async function userRoutes(app: App) {
  const limits = await registerAuthRateLimits(app);
  const db = () => app.database.db;

  app.post(
    '/api/user/register',
    { config: limits.perIp, schema: { body: registerBodySchema } },
    async (request) => {
      await limits.checkEmail(request.body.email);
      const token = await registerAccount(db(), request.body);
      return { success: true, token, message: ACCOUNT_MESSAGES.registered };
    },
  );

  app.post(
    '/api/user/login',
    { config: limits.perIp, schema: { body: loginBodySchema } },
    async (request) => {
      const { email, password } = request.body;
      await limits.checkEmail(email);
      const token = await logIn(db(), email, password);
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
