import {
  ACCOUNT_MESSAGES,
  API_MESSAGES,
  authResponseSchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginProfileResponseSchema,
  loginResponseSchema,
  messageResponseSchema,
  profileResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  TWO_STEP_TEXTS,
} from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import {
  createSession,
  currentUser,
  requireUser,
  revokeSession,
  revokeUserSessions,
} from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { checkPassword, registerAccount } from './account-service';
import { authRateLimits } from './auth-rate-limits';
import { loginThrottle } from './login-throttle';
import { changePassword, resetPassword } from './password-reset';
import { makePasswordResetLink } from './password-reset-request';
import { isPayOnDeliveryBlocked, refusedDeliveriesOf } from './pay-on-delivery-standing';
import { phoneRoutes } from './phone-routes';
import { type StaffSignIn, staffAfterPassword } from './two-step/staff-sign-in';
import { forgetDevices } from './two-step/two-step-repository';
import { secondStepRoute, twoStepAdminRoutes } from './two-step/two-step-routes';

/** How far the link work is spread after the answer: its cost lands on no request in particular. */
const LINK_WORK_SPREAD_MS = 250;

export async function userRoutes(app: App) {
  const limits = authRateLimits(app);
  const throttle = loginThrottle(app);
  const db = () => app.database.db;
  await phoneRoutes(app);
  await secondStepRoute(app, { limits, throttle });
  await twoStepAdminRoutes(app);

  app.post(
    '/api/user/register',
    {
      onRequest: limits.perIp,
      schema: { body: registerBodySchema, response: answers({ 200: authResponseSchema }) },
    },
    async (request) => {
      await limits.checkEmail(request.body.email);
      const token = await registerAccount(db(), request.body, app.config.sessionMaxDays, app.clock());
      return { success: true, token, message: ACCOUNT_MESSAGES.registered };
    },
  );

  // A shopper's answer is {success, token, message} as ever. Staff's right password may answer a
  // challenge for the second step instead of a session (decision 0073): the attempt then stays
  // counted until the code is right, so a password alone never clears the address's failures.
  app.post(
    '/api/user/login',
    {
      onRequest: limits.perIp,
      schema: { body: loginBodySchema, response: answers({ 200: loginResponseSchema }) },
    },
    async (request) => {
      const { email, password, deviceToken } = request.body;
      const attempt = await throttle.begin(email, request.ip);
      let user: Awaited<ReturnType<typeof checkPassword>>;
      try {
        user = await checkPassword(db(), email, password);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) await attempt.failed();
        throw error;
      }
      if (!user.isAdmin) {
        const token = await createSession(db(), user.id, app.config.sessionMaxDays);
        await attempt.succeeded();
        return { success: true as const, token, message: ACCOUNT_MESSAGES.loggedIn };
      }
      const signIn: StaffSignIn = await staffAfterPassword(app, user, {
        ...(deviceToken ? { deviceToken } : {}),
        ...(request.headers['user-agent'] ? { userAgent: request.headers['user-agent'] } : {}),
        address: request.ip,
      });
      if (signIn.kind === 'challenge') {
        return {
          success: true as const,
          secondFactorRequired: true as const,
          challenge: signIn.challenge,
          message: TWO_STEP_TEXTS.codeNeeded,
        };
      }
      await attempt.succeeded();
      const { kind: _kind, setupRequired, ...session } = signIn;
      return setupRequired
        ? {
            success: true as const,
            ...session,
            secondFactorSetupRequired: true as const,
            message: TWO_STEP_TEXTS.setupRequiredOnLogin,
          }
        : { success: true as const, ...session, message: ACCOUNT_MESSAGES.loggedIn };
    },
  );

  const profileSchema = { response: answers({ 200: profileResponseSchema }) };
  app.get('/api/user/profile', { onRequest: requireUser, schema: profileSchema }, async (request) => {
    const { id, name, email, image, isAdmin, isOwner } = currentUser(request);
    const payOnDeliveryBlocked = isPayOnDeliveryBlocked(await refusedDeliveriesOf(app.database.db, id));
    return { success: true, user: { name, email, image, isAdmin, isOwner, payOnDeliveryBlocked }, isAdmin };
  });

  const briefSchema = { response: answers({ 200: loginProfileResponseSchema }) };
  app.get('/api/user/loginProfile', { onRequest: requireUser, schema: briefSchema }, async (request) => {
    const { name, email, image } = currentUser(request);
    return { success: true, user: { name, email, image } };
  });

  // The same words at the same speed whatever the address (decision 0024): the answer goes out
  // before anything is looked up, and the link is made after it. Limited per IP (so per
  // address and requester), never per address alone, so nobody can keep the owner from their
  // own reset; the account's new links are slowed instead (decision 0024).
  app.post(
    '/api/user/password/forgot',
    {
      onRequest: limits.perIp,
      schema: { body: forgotPasswordBodySchema, response: answers({ 200: messageResponseSchema }) },
    },
    async (request, reply) => {
      const { email, site } = request.body;
      // Tracked from now (so a close or a test waiting for the work cannot miss it), run once
      // the answer is out, whether or not it reached the client: the request did reach the shop.
      const answered = new Promise<void>((resolve) => reply.then(resolve, () => resolve()));
      app.workAfterAnswer.run(
        'password reset link',
        async () => {
          await answered;
          await makePasswordResetLink(app, email, site, request.ip);
        },
        LINK_WORK_SPREAD_MS,
      );
      return { success: true, message: ACCOUNT_MESSAGES.resetLinkSent };
    },
  );

  app.post(
    '/api/user/password/reset',
    {
      onRequest: limits.perIp,
      schema: { body: resetPasswordBodySchema, response: answers({ 200: messageResponseSchema }) },
    },
    async (request) => {
      await resetPassword(app, request.body.token, request.body.password);
      return { success: true, message: ACCOUNT_MESSAGES.passwordReset };
    },
  );

  app.post(
    '/api/user/password/change',
    {
      onRequest: [limits.perIp, requireUser],
      schema: { body: changePasswordBodySchema, response: answers({ 200: messageResponseSchema }) },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      await changePassword(app, currentUser(request), currentPassword, newPassword);
      return { success: true, message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );

  const logoutSchema = { response: answers({ 200: messageResponseSchema }) };
  app.post('/api/user/logout', { onRequest: requireUser, schema: logoutSchema }, async (request) => {
    await revokeSession(db(), currentUser(request).sessionId);
    return { success: true, message: API_MESSAGES.loggedOut };
  });

  // "Log out everywhere" on /profile: a lost phone's session ends with this one.
  app.post('/api/user/logout-all', { onRequest: requireUser, schema: logoutSchema }, async (request) => {
    await revokeUserSessions(db(), currentUser(request).id);
    // A staff member's remembered devices go too: the lost phone must give the code again.
    await forgetDevices(db(), currentUser(request).id);
    return { success: true, message: ACCOUNT_MESSAGES.loggedOutEverywhere };
  });
}
