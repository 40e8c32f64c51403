import { API_MESSAGES } from '@shop/shared';
import type { FastifyError, FastifyInstance } from 'fastify';

/** An error whose message is meant for the user, with the status that fits it. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
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

const FASTIFY_CODE_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: API_MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: API_MESSAGES.invalidJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: API_MESSAGES.unsupportedContentType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: API_MESSAGES.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: API_MESSAGES.bodyTooLarge,
};

/**
 * Every error answer is `{success:false, message}`. Errors meant for users keep their
 * status and text; anything unexpected is logged and answered 500 without details.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A deliberate HttpError keeps its status and text, also a 5xx such as 502 for an unanswered provider.
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ success: false, message: error.message });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ success: false, message: API_MESSAGES.internal });
    }
    if (statusCode === 429) {
      return reply.status(429).send({ success: false, message: API_MESSAGES.rateLimited });
    }
    const message = (error.code && FASTIFY_CODE_MESSAGES[error.code]) || error.message;
    return reply.status(statusCode).send({ success: false, message });
  });
}
