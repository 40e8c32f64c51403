import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/query-helpers';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

/** Appends one row; nothing here or anywhere updates or deletes one (the table's triggers refuse). */
export async function insertAuditEntry(db: Executor, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

export interface AuditRowFilter {
  /** Only this account's rows: the reader's own for staff, the chosen one for the owner. */
  actorId?: string;
  what?: string;
  /** Inclusive days, YYYY-MM-DD, UTC. */
  from?: string;
  to?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function conditionsOf(filter: AuditRowFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.what) {
    const pattern = containsPattern(filter.what);
    // The target as the page shows it, "product 12", so either word or both find it.
    const target = sql<string>`${auditLog.targetType} || ' ' || ${auditLog.targetId}`;
    const matches = or(ilike(auditLog.action, pattern), ilike(target, pattern));
    if (matches) conditions.push(matches);
  }
  if (filter.from) conditions.push(gte(auditLog.at, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) conditions.push(lt(auditLog.at, new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS)));
  return conditions;
}

/** Newest first, `limit` rows older than the row `before` (keyset: a page costs the same anywhere). */
export async function listAuditRows(
  db: Executor,
  filter: AuditRowFilter,
  page: { before?: number; limit: number },
): Promise<AuditRow[]> {
  const conditions = conditionsOf(filter);
  if (page.before !== undefined) conditions.push(lt(auditLog.id, page.before));
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(page.limit);
}
