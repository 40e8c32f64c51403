import { isNotNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client';
import { sessions } from '../db/schema';
import { type SessionLimits, sessionCutoffs } from './auth';
import { runPeriodically } from './periodic-task';

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
  const limits = { idleDays: app.config.sessionIdleDays, maxDays: app.config.sessionMaxDays };
  runPeriodically(app, {
    intervalS: app.config.sessionSweepIntervalS,
    failureMessage: 'session sweep failed',
    task: () => sweepSessions(app.database.db, limits),
  });
}
