import {
  CONSENT_MESSAGES,
  messageResponseSchema,
  unsubscribeLinkResponseSchema,
  unsubscribeQuerySchema,
} from '@shop/shared';
import { z } from 'zod';
import { answers } from '../../plugins/answer-serialiser';
import { notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { describeUnsubscribeLink, unsubscribeByLink } from './unsubscribe-links';

const FORM_BODY_LIMIT = 16 * 1024;

/**
 * One-click unsubscribe (RFC 8058, decision 0065), without signing in: the link's token is the
 * permission. GET tells the storefront's /unsubscribe page what the link stops; POST (a mail
 * client's `List-Unsubscribe=One-Click` form, or the page's empty or JSON body) spends it and
 * ends that channel's consent. A forged or spent token is 404 and changes nothing. The token
 * rides in `?token=`, which the logger scrubs (plugins/logging.ts).
 */
export async function unsubscribeRoutes(app: App): Promise<void> {
  await app.register(async (scope: App) => {
    // Mail clients post the one-click body as a form (RFC 8058 section 3.2).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const db = () => scope.database.db;

    scope.get(
      '/api/marketing/unsubscribe',
      {
        schema: {
          querystring: unsubscribeQuerySchema,
          response: answers({ 200: unsubscribeLinkResponseSchema }),
        },
      },
      async (request) => {
        const link = await describeUnsubscribeLink(db(), request.query.token);
        if (!link) throw notFound(CONSENT_MESSAGES.linkNotValid);
        return { success: true as const, ...link };
      },
    );

    scope.post(
      '/api/marketing/unsubscribe',
      {
        schema: {
          querystring: unsubscribeQuerySchema,
          // What the body says does not matter: the token decides; a mail client's form is read.
          body: z.record(z.string(), z.unknown()).nullish(),
          response: answers({ 200: messageResponseSchema }),
        },
      },
      async (request) => {
        if (!(await unsubscribeByLink(db(), request.query.token, scope.clock()))) {
          throw notFound(CONSENT_MESSAGES.linkNotValid);
        }
        return { success: true as const, message: CONSENT_MESSAGES.unsubscribed };
      },
    );
  });
}
