import type { Registry } from 'prom-client';
import { Counter, Histogram } from 'prom-client';
import type { FrontDoorCount } from '../../plugins/answer-cache';
import type { App } from '../../plugins/zod-type-provider';

/** Seconds; the catalogue answers in milliseconds, a checkout may take a few seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Label = 'method' | 'route' | 'status_code';

/**
 * Counts every answer sent and how long it took, by route pattern (not URL, so the series
 * stay few) and status: Fastify's in its `onResponse` hook, and the answer cache's front door
 * (which answers before Fastify sees the request) through the count each kept answer carries.
 */
export function countRequests(app: App, registry: Registry) {
  const labelNames: Label[] = ['method', 'route', 'status_code'];
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
  app.answerCache.countFrontDoorHits((route) => frontDoorCount(requests, latency, route));
}

/**
 * One route's count of front-door answers, asked on the cache's hot path: its label sets
 * (GET or HEAD, 200 or 304) are resolved once each, so a hit makes nothing of its own beyond
 * what prom-client makes to find the series.
 */
function frontDoorCount(requests: Counter<Label>, latency: Histogram<Label>, route: string): FrontDoorCount {
  const series: ({ requests: Counter.Internal; latency: Histogram.Internal<Label> } | undefined)[] = [
    undefined,
    undefined,
    undefined,
    undefined,
  ];
  return (method, statusCode, seconds) => {
    const slot = (method === 'HEAD' ? 2 : 0) + (statusCode === 304 ? 1 : 0);
    let labelled = series[slot];
    if (!labelled) {
      const labels = { method, route, status_code: String(statusCode) };
      labelled = { requests: requests.labels(labels), latency: latency.labels(labels) };
      series[slot] = labelled;
    }
    labelled.requests.inc();
    labelled.latency.observe(seconds);
  };
}
