import { API_MESSAGES } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { countAndRefuseOverLimit } from '../../plugins/abuse-limits';
import { currentUser } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';

const TEN_MINUTES_MS = 10 * 60_000;
/** The whole file is many queries: a few a quarter-hour is plenty for a person, little for a scraper. */
const DOWNLOADS_PER_WINDOW = 5;
/** The delete checks a password: a stolen session must not get to guess it. */
const DELETE_TRIES_PER_WINDOW = 5;

/**
 * onRequest hooks after requireUser, counted per account in the app's counters (Redis when
 * REDIS_URL is set, decision 0013): 429 with Retry-After once over.
 */
export function myDataLimits(app: App) {
  const perAccount = (name: string, max: number) => async (request: FastifyRequest) => {
    await countAndRefuseOverLimit(
      app.abuseCounters,
      [{ key: `my-data:${name}:${currentUser(request).id}`, max, windowMs: TEN_MINUTES_MS }],
      API_MESSAGES.tooManyRequests,
    );
  };
  return {
    download: perAccount('download', DOWNLOADS_PER_WINDOW),
    delete: perAccount('delete', DELETE_TRIES_PER_WINDOW),
  };
}
