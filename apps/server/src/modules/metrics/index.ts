import { createHash, timingSafeEqual } from 'node:crypto';
import { API_MESSAGES } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { textAnswers } from '../../plugins/answer-serialiser';
import { HttpError } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { countRequests } from './request-metrics';
import { collectShopFigures } from './shop-metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries METRICS_TOKEN as its bearer token, compared in constant time. */
function carriesToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  return timingSafeEqual(digest(header), digest(`Bearer ${token}`));
}

/**
 * GET /metrics in Prometheus's text format, for a shop that wants to watch itself: requests
 * and latency per route, the answer cache, the outbox, checkouts, held stock, payment
 * provider errors, and the process (event-loop delay, memory, the database pool). Only with
 * METRICS_TOKEN set, and only to a request that carries it: unset, the route does not exist
 * (404) and nothing is counted. Called on the app itself, not registered as a plugin,
 * before the modules, so its request hook sees every route, and after the answer cache,
 * whose front door it counts too.
 */
export function registerMetrics(app: App) {
  const token = app.config.metricsToken;
  if (!token) return;
  // One registry per app: tests build several apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  countRequests(app, registry);
  collectShopFigures(app, registry);

  const schema = { response: textAnswers('text/plain') };
  app.get('/metrics', { schema }, async (request, reply) => {
    if (!carriesToken(request, token)) throw new HttpError(401, API_MESSAGES.metricsTokenWrong);
    const text = await registry.metrics();
    return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(text);
  });
}
