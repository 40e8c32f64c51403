import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `intervalS` seconds from the app's ready to its close (0 or less: never;
 * tests then run the task by hand). One run at a time: a tick that finds the last run still
 * going is skipped. A failed run is logged as `failureMessage` and the next tick tries again.
 * The timer never keeps the process alive; at close the timer stops, `stopping` tells a
 * running task to finish early, and the close waits for it. The one timer of the checkout
 * sweeper, the session sweeper and the mail worker.
 */
export function runPeriodically(
  app: FastifyInstance,
  options: {
    intervalS: number;
    failureMessage: string;
    task: (stopping: AbortSignal) => Promise<unknown>;
  },
): void {
  if (options.intervalS <= 0) return;
  const stop = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = options
        .task(stop.signal)
        .catch((error: unknown) => app.log.error({ err: error }, options.failureMessage))
        .finally(() => {
          running = undefined;
        });
    }, options.intervalS * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    stop.abort();
    await running;
  });
}
