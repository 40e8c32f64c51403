import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { backups } from '../../db/schema';

/** One advisory lock serialises the claims of every instance on one database. */
const CLAIM_LOCK = 72707371;
/** A backup still unfinished after this long was left by an instance that died. */
const ABANDONED_AFTER = sql`interval '6 hours'`;
/** A failed attempt is tried again after this long, not at every check. */
const RETRY_AFTER = sql`interval '1 hour'`;

/**
 * Claims the next automatic backup when one is due: none finished within `everyHours`, none
 * under way, none failed within the hour. Under an advisory lock, so of several instances
 * checking at once exactly one gets it. Answers the claim's id, or undefined when not due.
 */
export async function claimDueBackup(db: Db, file: string, everyHours: number): Promise<number | undefined> {
  return db.transaction(async (transaction) => {
    await transaction.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`);
    const [recent] = await transaction
      .select({ id: backups.id })
      .from(backups)
      .where(
        or(
          and(isNull(backups.finishedAt), gt(backups.startedAt, sql`now() - ${ABANDONED_AFTER}`)),
          and(
            isNotNull(backups.finishedAt),
            isNull(backups.error),
            gt(backups.startedAt, sql`now() - ${everyHours} * interval '1 hour'`),
          ),
          and(isNotNull(backups.error), gt(backups.startedAt, sql`now() - ${RETRY_AFTER}`)),
        ),
      )
      .limit(1);
    if (recent) return undefined;
    const [claimed] = await transaction.insert(backups).values({ file }).returning({ id: backups.id });
    return claimed!.id;
  });
}

export async function finishBackup(db: Executor, id: number, bytes: number): Promise<void> {
  await db.update(backups).set({ finishedAt: new Date(), bytes }).where(eq(backups.id, id));
}

export async function failBackup(db: Executor, id: number, error: string): Promise<void> {
  await db
    .update(backups)
    .set({ finishedAt: new Date(), error: error.slice(0, 1000) })
    .where(eq(backups.id, id));
}

/** The last good backup, and the last failure when it came after it (the dashboard). */
export async function latestBackups(db: Executor) {
  const [good] = await db
    .select()
    .from(backups)
    .where(and(isNotNull(backups.finishedAt), isNull(backups.error)))
    .orderBy(desc(backups.startedAt))
    .limit(1);
  const [failed] = await db
    .select()
    .from(backups)
    .where(isNotNull(backups.error))
    .orderBy(desc(backups.startedAt))
    .limit(1);
  const failedSince = failed && (!good || failed.startedAt > good.startedAt) ? failed : undefined;
  return {
    lastAt: good?.finishedAt?.toISOString() ?? null,
    bytes: good?.bytes ?? null,
    file: good?.file ?? null,
    failedAt: failedSince?.finishedAt?.toISOString() ?? null,
    error: failedSince?.error ?? null,
  };
}
