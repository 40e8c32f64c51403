import { API_MESSAGES } from '@shop/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { PaymentUnreachableError } from './provider';

/**
 * For scopes that call the payment provider: an unanswered provider is a 502 with a message
 * the shopper can act on (the app's handler turns every 5xx into a generic 500). Any other
 * error is thrown on to the app's handler.
 */
export function paymentErrorHandler(
  error: FastifyError | Error,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof PaymentUnreachableError) {
    return reply.status(502).send({ success: false, message: API_MESSAGES.paymentUnreachable });
  }
  throw error;
}
