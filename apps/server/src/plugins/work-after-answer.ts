import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work a route leaves for after its answer has gone out; the app closes only once it is done. */
    workAfterAnswer: WorkAfterAnswer;
  }
}

export interface WorkAfterAnswer {
  /**
   * Starts `task` after a random wait of up to `spreadMs` (0: now); a failure is logged under
   * `what`, never thrown at anyone.
   */
  run(what: string, task: () => Promise<unknown>, spreadMs?: number): void;
  /** Resolves once nothing is running (tests, and the app's close). */
  settled(): Promise<void>;
}

/**
 * Some answers must not wait for their work, so that their time tells nothing (the forgot
 * password answer, issue 23). That work is tracked here: the app's close waits for it, so the
 * database and Redis (closed after this hook, as hooks close in reverse order) are still open.
 * A random wait before it lets its cost fall on whichever request runs then, not on the one
 * the same client sends next.
 */
export function registerWorkAfterAnswer(app: FastifyInstance): void {
  const running = new Set<Promise<void>>();
  const work: WorkAfterAnswer = {
    run(what, task, spreadMs = 0) {
      const done: Promise<void> = sleep(spreadMs > 0 ? randomInt(spreadMs) : 0)
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => app.log.error({ err: error }, `${what} failed after the answer`),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
  app.decorate('workAfterAnswer', work);
  app.addHook('onClose', async () => work.settled());
}
