import { isNotNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client';
import { sessions } from '../db/schema';
import { type SessionLimits, sessionCutoffs } from './auth';

/**
 * Deletes the sessions that can never be used again: revoked (a logout), past their hard end,
 * or unused too long. Answers how many went. A token hash of an ended session is worth
 * nothing to keep, and the table would otherwise grow by one row per login for ever.
 */
export async function sweepSessions(db: Executor, limits: SessionLimits, now = new Date()): Promise<number> {
  const { lastUsedBefore, loggedInBefore } = sessionCutoffs(limits, now);
  const removed = await db
    .delete(sessions)
    .where(
      or(
        isNotNull(sessions.revokedAt),
        lte(sessions.expiresAt, now),
        lte(sessions.createdAt, loggedInBefore),
        lte(sessions.lastUsedAt, lastUsedBefore),
      ),
    )
    .returning({ id: sessions.id });
  return removed.length;
}

/** Runs sweepSessions on a timer from ready to close; the timer never keeps the process alive. */
export function startSessionSweeper(app: FastifyInstance): void {
  const seconds = app.config.sessionSweepIntervalS;
  if (seconds <= 0) return;
  const limits = { idleDays: app.config.sessionIdleDays, maxDays: app.config.sessionMaxDays };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = sweepSessions(app.database.db, limits)
        .catch((error: unknown) => app.log.error({ err: error }, 'session sweep failed'))
        .finally(() => {
          running = undefined;
        });
    }, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
