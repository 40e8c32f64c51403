import {
  API_MESSAGES,
  CONSENT_MESSAGES,
  messageResponseSchema,
  unsubscribeLinkResponseSchema,
  unsubscribeQuerySchema,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { countAndRefuseOverLimit } from '../../plugins/abuse-limits';
import { answers } from '../../plugins/answer-serialiser';
import { notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { describeUnsubscribeLink, unsubscribeByLink } from './unsubscribe-links';

const FORM_BODY_LIMIT = 16 * 1024;

/**
 * Reads and spends of unsubscribe links per client address: a person clicks once and a mail
 * client posts once, so 60 in 10 minutes leaves room for many shoppers behind one mobile
 * carrier's address, and still stops a script walking tokens (a 429 with Retry-After).
 */
export const UNSUBSCRIBE_LIMIT = { perIp: 60, windowMs: 10 * 60_000 };

async function limitUnsubscribes(request: FastifyRequest): Promise<void> {
  await countAndRefuseOverLimit(
    request.server.abuseCounters,
    [
      {
        key: `write:unsubscribe:ip:${request.ip}`,
        max: UNSUBSCRIBE_LIMIT.perIp,
        windowMs: UNSUBSCRIBE_LIMIT.windowMs,
      },
    ],
    API_MESSAGES.tooManyRequests,
  );
}

/**
 * One-click unsubscribe (RFC 8058, decision 0065), without signing in: the link's token is the
 * permission. GET tells the storefront's /unsubscribe page what the link stops; POST (a mail
 * client's `List-Unsubscribe=One-Click` form, or the page's empty or JSON body) spends it and
 * ends that channel's consent. A forged or spent token is 404 and changes nothing. The token
 * rides in `?token=`, which the logger scrubs (plugins/logging.ts). Both are limited per client
 * address, like the other public writes (UNSUBSCRIBE_LIMIT).
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
        onRequest: limitUnsubscribes,
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
        onRequest: limitUnsubscribes,
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
