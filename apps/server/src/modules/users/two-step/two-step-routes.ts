import {
  messageResponseSchema,
  recoveryCodesResponseSchema,
  secondStepBodySchema,
  sessionResponseSchema,
  staffSecurityBodySchema,
  staffSecurityResponseSchema,
  TWO_STEP_TEXTS,
  twoStepCodeBodySchema,
  twoStepOffBodySchema,
  twoStepSetupResponseSchema,
  twoStepStatusResponseSchema,
} from '@shop/shared';
import { answers } from '../../../plugins/answer-serialiser';
import { currentUser, guardRoutes, ownerOnly, requireAdmin } from '../../../plugins/auth';
import { HttpError } from '../../../plugins/errors';
import type { App } from '../../../plugins/zod-type-provider';
import type { authRateLimits } from '../auth-rate-limits';
import type { loginThrottle } from '../login-throttle';
import { setTwoStepRequired } from './staff-security-settings';
import { completeSecondStep, pendingSignIn } from './staff-sign-in';
import { readTwoStepRequired } from './two-step-repository';
import {
  remakeRecoveryCodes,
  startTwoStepSetup,
  turnTwoStepOff,
  turnTwoStepOn,
  twoStepStatus,
} from './two-step-setup';

/**
 * The login's second step (decision 0073): the challenge from the password step and a code.
 * Each try counts as a login attempt of the account from this address (login-throttle.ts), so
 * wrong codes are refused as wrong passwords are.
 */
export async function secondStepRoute(
  app: App,
  {
    limits,
    throttle,
  }: { limits: ReturnType<typeof authRateLimits>; throttle: ReturnType<typeof loginThrottle> },
) {
  app.post(
    '/api/user/login/second-step',
    {
      onRequest: limits.perIp,
      schema: { body: secondStepBodySchema, response: answers({ 200: sessionResponseSchema }) },
    },
    async (request) => {
      const { challenge, code, rememberDevice } = request.body;
      const pending = await pendingSignIn(app, challenge);
      const attempt = await throttle.begin(pending.email, request.ip, 'code');
      let session: { token: string; deviceToken?: string };
      try {
        session = await completeSecondStep(app, pending, code, {
          remember: rememberDevice === true,
          address: request.ip,
        });
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) await attempt.failed();
        throw error;
      }
      await attempt.succeeded();
      return { success: true as const, ...session, message: TWO_STEP_TEXTS.signedIn };
    },
  );
}

/** The staff member's own set-up under /api/admin/two-step, and the owner's requirement. */
export async function twoStepAdminRoutes(app: App) {
  await app.register(
    async (admin: App) => {
      guardRoutes(admin, requireAdmin);
      const db = () => admin.database.db;
      const codes = answers({ 200: recoveryCodesResponseSchema });

      admin.get(
        '/two-step',
        { schema: { response: answers({ 200: twoStepStatusResponseSchema }) } },
        async (request) => ({
          success: true as const,
          ...(await twoStepStatus(admin, currentUser(request).id)),
        }),
      );

      admin.post(
        '/two-step/setup',
        { schema: { response: answers({ 200: twoStepSetupResponseSchema }) } },
        async (request) => ({
          success: true as const,
          ...(await startTwoStepSetup(admin, currentUser(request))),
        }),
      );

      admin.post(
        '/two-step/enable',
        { schema: { body: twoStepCodeBodySchema, response: codes } },
        async (request) => ({
          success: true as const,
          message: TWO_STEP_TEXTS.turnedOn,
          recoveryCodes: await turnTwoStepOn(admin, currentUser(request).id, request.body.code),
        }),
      );

      admin.post(
        '/two-step/recovery-codes',
        { schema: { body: twoStepCodeBodySchema, response: codes } },
        async (request) => ({
          success: true as const,
          message: TWO_STEP_TEXTS.newCodesMade,
          recoveryCodes: await remakeRecoveryCodes(admin, currentUser(request).id, request.body.code),
        }),
      );

      admin.post(
        '/two-step/disable',
        { schema: { body: twoStepOffBodySchema, response: answers({ 200: messageResponseSchema }) } },
        async (request) => {
          await turnTwoStepOff(admin, currentUser(request).id, request.body);
          return { success: true as const, message: TWO_STEP_TEXTS.turnedOff };
        },
      );

      const settings = answers({ 200: staffSecurityResponseSchema });
      admin.get('/staff-security', { schema: { response: settings } }, async () => ({
        success: true as const,
        twoStepRequired: await readTwoStepRequired(db()),
      }));
      admin.put(
        '/staff-security',
        {
          onRequest: ownerOnly(TWO_STEP_TEXTS.ownerOnly),
          schema: { body: staffSecurityBodySchema, response: settings },
        },
        async (request) => {
          const { twoStepRequired } = request.body;
          await setTwoStepRequired(admin, currentUser(request).id, twoStepRequired);
          return {
            success: true as const,
            message: TWO_STEP_TEXTS.requirementSaved(twoStepRequired),
            twoStepRequired,
          };
        },
      );
    },
    { prefix: '/api/admin' },
  );
}
