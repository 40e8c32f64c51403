import type { FastifyInstance } from 'fastify';
import { isDatabaseUnreachable } from '../db/connection-errors';

/**
 * Runs `task` every `intervalS` seconds from the app's ready to its close (0 or less: never;
 * tests then run the task by hand), and once `firstRunAfterS` after ready if given, for a task
 * that should not wait a whole interval after a start. One run at a time: a tick that finds
 * the last run still going is skipped. A failed run is logged as `failureMessage` and the next
 * tick tries again. The timers never keep the process alive; at close they stop, `stopping`
 * tells a running task to finish early, and the close waits for it. The one timer of the
 * checkout sweeper, the session sweeper, the mail worker and the automatic backups.
 */
export function runPeriodically(
  app: FastifyInstance,
  options: {
    intervalS: number;
    firstRunAfterS?: number;
    failureMessage: string;
    task: (stopping: AbortSignal) => Promise<unknown>;
  },
): void {
  if (options.intervalS <= 0) return;
  const stop = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = options
      .task(stop.signal)
      .catch((error: unknown) => {
        // An outage is logged once, when it begins and ends (plugins/database-outage.ts), not per run.
        if (isDatabaseUnreachable(error) && app.database) app.database.reachability.failed(error);
        else app.log.error({ err: error }, options.failureMessage);
      })
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, options.intervalS * 1000);
    timer.unref();
    if (options.firstRunAfterS === undefined) return;
    first = setTimeout(tick, options.firstRunAfterS * 1000);
    first.unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    stop.abort();
    await running;
  });
}
