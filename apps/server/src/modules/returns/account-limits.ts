import { RETURN_MESSAGES } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { countAndRefuseOverLimit } from '../../plugins/abuse-limits';
import { currentUser } from '../../plugins/auth';

const HOUR_MS = 60 * 60 * 1000;

/**
 * An onRequest hook, after the scope's requireUser: at most `max` calls of one kind an hour
 * from one account, counted before the body is read (a refused upload costs no decoding) in
 * the abuse limits' store, shared by every instance through Redis. Refusals count too: a
 * shopper who needs twenty tries an hour to send one request is not sending one.
 */
export function limitPerAccount(kind: string, max: number) {
  return async function limitReturnWrites(request: FastifyRequest): Promise<void> {
    const app = request.server;
    await countAndRefuseOverLimit(
      app.abuseCounters,
      [{ key: `write:${kind}:account:${currentUser(request).id}`, max, windowMs: HOUR_MS }],
      RETURN_MESSAGES.tooManyRequests,
    );
  };
}

/** Requests sent (or tried) by one account an hour: a shop's shopper sends one or two a year. */
export const RETURN_REQUESTS_PER_HOUR = 20;
/** Photos uploaded by one account an hour: three a request, with room to retake some. */
export const RETURN_PHOTOS_PER_HOUR = 30;
