import { API_MESSAGES, BRANCH_MESSAGES } from '@shop/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnreachable } from '../db/connection-errors';
import { isCheckViolation } from '../db/query-helpers';
import { registerDatabaseOutageLog } from './database-outage';

/** An error whose message is meant for the user, with the status that fits it. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    /** Headers the answer carries, such as a 429's Retry-After. */
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = API_MESSAGES.tokenMissing) => new HttpError(401, message);
export const forbidden = (message: string = API_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = API_MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** The one shape of every error answer (docs/product/api.md#conventions). */
export interface ErrorBody {
  success: false;
  message: string;
}

export function errorBody(message: string): ErrorBody {
  return { success: false, message };
}

const FASTIFY_CODE_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: API_MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: API_MESSAGES.invalidJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: API_MESSAGES.unsupportedContentType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: API_MESSAGES.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: API_MESSAGES.bodyTooLarge,
};

/**
 * How long a client is asked to wait while the database is unreachable: a PostgreSQL restart
 * takes a few seconds, and the pool connects anew at the next request (docs/decisions/0055).
 */
export const DATABASE_RETRY_AFTER_S = 5;

/** The answer to a request that needed the database while it was unreachable. */
export const databaseOutage = () =>
  new HttpError(503, API_MESSAGES.databaseOutage(DATABASE_RETRY_AFTER_S), {
    'retry-after': String(DATABASE_RETRY_AFTER_S),
  });

/**
 * Every error answer is `{success:false, message}`. Errors meant for users keep their
 * status and text; an unreachable database is 503 with Retry-After, on every route; anything
 * unexpected is logged and answered 500 without details.
 */
export function registerErrorHandling(app: FastifyInstance) {
  // Each failed request is counted, and the outage logged once as it begins and once as it ends.
  // (A bare app in a unit test has no database.)
  const databaseUnreachable = app.database
    ? registerDatabaseOutageLog(app, app.database.reachability)
    : undefined;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A deliberate HttpError keeps its status and text, also a 5xx such as 502 for an unanswered provider.
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send(errorBody(error.message));
    }
    if (isDatabaseUnreachable(error)) {
      databaseUnreachable?.(error);
      const outage = databaseOutage();
      return reply.status(outage.statusCode).headers(outage.headers).send(errorBody(outage.message));
    }
    // A write of a variant's single stock figure the delivery branch cannot cover (migration 0032).
    if (isCheckViolation(error, 'branch_stock_nonnegative')) {
      return reply.status(409).send(errorBody(BRANCH_MESSAGES.deliveryBranchShort));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(errorBody(API_MESSAGES.internal));
    }
    const message = (error.code && FASTIFY_CODE_MESSAGES[error.code]) || error.message;
    return reply.status(statusCode).send(errorBody(message));
  });
}

/**
 * Fastify's `frameworkErrors` option: router refusals (a path parameter over 200
 * characters, a malformed URL) happen before any route, and answer in our shape too.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send(errorBody(error.message));
}

/** Answers a page (HTML) for a path no route matched; the web module provides it. */
export type PageAnswer = (request: FastifyRequest, reply: FastifyReply, path: string) => Promise<unknown>;

/**
 * A browser asking for a page: GET or HEAD, outside /api, and not a file name (a missing
 * /logo.png is a missing file, not a page of the single-page app).
 */
function isPageRequest(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path === '/api' || path.startsWith('/api/')) return false;
  return !/\.[a-z0-9]{1,5}$/i.test(path);
}

/**
 * What no route matched. Pages go to the web module's history fallback, so the apps route
 * them; everything else (an unknown API call, another method) is the API's 404.
 */
export function registerNotFoundHandling(app: FastifyInstance, answerPage: PageAnswer) {
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isPageRequest(request.method, path)) return answerPage(request, reply, path);
    throw notFound(API_MESSAGES.routeNotFound(request.method, path));
  });
}
