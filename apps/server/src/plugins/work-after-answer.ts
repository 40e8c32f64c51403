import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterRequestTransaction } from '../db/request-transaction';

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
  /** Starts what is still waiting, and resolves once nothing runs (tests, and the app's close). */
  settled(): Promise<void>;
}

interface Running {
  startNow(): void;
  done: Promise<void>;
}

/**
 * Some answers must not wait for their work, so that their time tells nothing (the forgot
 * password answer, decision 0024). That work is tracked here: the app's close waits for it, so the
 * database and Redis (closed after this hook, as hooks close in reverse order) are still open.
 * A random wait before it lets its cost fall on whichever request runs then, not on the one
 * the same client sends next.
 */
export function registerWorkAfterAnswer(app: FastifyInstance): void {
  const running = new Set<Running>();
  const work: WorkAfterAnswer = {
    run(what, task, spreadMs = 0) {
      let startNow = () => {};
      const waited = new Promise<void>((resolve) => {
        // Inside an admin write's transaction (decision 0072), only once it has ended.
        if (spreadMs <= 0) return afterRequestTransaction(resolve) || resolve();
        const timer = setTimeout(resolve, randomInt(spreadMs));
        startNow = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      const entry: Running = {
        startNow: () => startNow(),
        done: waited
          .then(task)
          .then(
            () => undefined,
            (error: unknown) => app.log.error({ err: error }, `${what} failed after the answer`),
          )
          .finally(() => running.delete(entry)),
      };
      running.add(entry);
    },
    async settled() {
      while (running.size > 0) {
        for (const entry of running) entry.startNow();
        await Promise.allSettled([...running].map((entry) => entry.done));
      }
    },
  };
  app.decorate('workAfterAnswer', work);
  app.addHook('onClose', async () => work.settled());
}
