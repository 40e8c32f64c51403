import { API_MESSAGES, healthResponseSchema } from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import { DATABASE_RETRY_AFTER_S, HttpError } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { DOCTOR_REQUEST_HEADER, FORWARDED_COUNT_HEADER, forwardedAddressCount } from './forwarded-count';

export { DOCTOR_REQUEST_HEADER, FORWARDED_COUNT_HEADER } from './forwarded-count';

const PING_TIMEOUT_MS = 2000;

export async function healthModule(app: App) {
  const schema = { response: answers({ 200: healthResponseSchema }) };
  app.get('/api/health', { schema }, async (request, reply) => {
    try {
      await Promise.race([
        app.database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS).unref()),
      ]);
      reply.header('Cache-Control', 'no-store');
      // Asked by `npm run doctor` alone, so the load balancer's checks get the usual headers.
      if (request.headers[DOCTOR_REQUEST_HEADER] !== undefined) {
        reply.header(FORWARDED_COUNT_HEADER, String(forwardedAddressCount(request.headers)));
      }
      return { success: true, status: 'ok', database: app.database.kind };
    } catch (error) {
      app.database.reachability.failed(error);
      throw new HttpError(503, API_MESSAGES.databaseUnavailable, {
        'retry-after': String(DATABASE_RETRY_AFTER_S),
      });
    }
  });
}
