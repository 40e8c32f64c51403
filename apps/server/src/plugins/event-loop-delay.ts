import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

/** The event loop's delay over a window, in milliseconds. */
export interface EventLoopDelay {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Samples in the window (one each `RESOLUTION_MS` the loop was free to take one). */
  samples: number;
}

/** What /metrics and the shutdown line read: the delay since the last reset. */
export interface EventLoopDelayReader {
  read(): EventLoopDelay;
  reset(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    eventLoopDelay: EventLoopDelayReader;
  }
}

const RESOLUTION_MS = 10;
const NANOSECONDS_PER_MS = 1e6;

/** A reader of one histogram; exported for the tests and for /metrics to share the figure. */
export function eventLoopDelayReader(histogram: IntervalHistogram): EventLoopDelayReader {
  return {
    read: () => ({
      p50Ms: histogram.count ? histogram.percentile(50) / NANOSECONDS_PER_MS : 0,
      p99Ms: histogram.count ? histogram.percentile(99) / NANOSECONDS_PER_MS : 0,
      maxMs: histogram.count ? histogram.max / NANOSECONDS_PER_MS : 0,
      samples: histogram.count,
    }),
    reset: () => histogram.reset(),
  };
}

/**
 * How long ready work waited for the event loop (perf_hooks' monitorEventLoopDelay): the
 * figure that says whether something CPU-heavy runs where requests are answered. Measured
 * from the moment the server listens (migrations and the seed are start-up's own), read by
 * `app.eventLoopDelay`, and logged when the server closes, which is what `npm run bench:http`
 * prints.
 */
export function registerEventLoopDelay(app: FastifyInstance): void {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const reader = eventLoopDelayReader(histogram);
  app.decorate('eventLoopDelay', reader);
  histogram.enable();
  app.addHook('onListen', async () => reader.reset());
  app.addHook('onClose', async () => {
    histogram.disable();
    const delay = reader.read();
    app.log.info(
      { eventLoopDelay: delay },
      `event-loop delay since listening: p50 ${delay.p50Ms.toFixed(1)} ms, p99 ${delay.p99Ms.toFixed(1)} ms, max ${delay.maxMs.toFixed(1)} ms`,
    );
  });
}
