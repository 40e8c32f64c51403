import type { Registry } from 'prom-client';
import { Counter, Histogram } from 'prom-client';
import type { App } from '../../plugins/zod-type-provider';

/** Seconds; the catalogue answers in milliseconds, a checkout may take a few seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Counts every answer Fastify sends and how long it took, by route pattern (not URL, so the
 * series stay few) and status. Answers from the answer cache's front door never reach
 * Fastify: they show in shop_answer_cache_hits_total instead.
 */
export function countRequests(app: App, registry: Registry) {
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'no route',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });
}
