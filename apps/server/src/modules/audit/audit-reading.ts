import { Readable } from 'node:stream';
import { AUDIT_LOG_TEXTS, type AuditEntry, type AuditLogFilter, type AuditStaff } from '@shop/shared';
import type { Executor } from '../../db/client';
import { csvCell } from '../../plugins/csv';
import { identitiesOf, staffIdentities } from '../users';
import { type AuditRow, type AuditRowFilter, listAuditRows } from './audit-repository';

/** Who reads the log: the owner reads everyone's rows, other staff only their own (decision 0072). */
export interface AuditReader {
  id: string;
  isOwner: boolean;
}

const DEFAULT_PAGE = 50;
const CSV_BATCH = 500;

/** The reader's rule first: staff's own rows whatever actor they ask for. */
function rowFilterOf(reader: AuditReader, filter: AuditLogFilter): AuditRowFilter {
  return { ...filter, actorId: reader.isOwner ? filter.actor : reader.id };
}

function entryOf(row: AuditRow, names: Map<string, AuditStaff>): AuditEntry {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    actor: row.actorId ? (names.get(row.actorId) ?? { id: row.actorId, name: '', email: '' }) : null,
    address: row.address,
    method: row.method,
    route: row.route,
    action: row.action,
    target: [row.targetType, row.targetId].filter(Boolean).join(' '),
    changes: row.changes,
  };
}

async function namesOf(db: Executor, rows: AuditRow[]): Promise<Map<string, AuditStaff>> {
  const ids = [...new Set(rows.map((row) => row.actorId).filter((id): id is string => id !== null))];
  return new Map((await identitiesOf(db, ids)).map((identity) => [identity.id, identity]));
}

/** One page of the log, newest first, and whose rows the reader may filter by. */
export async function readAuditLog(
  db: Executor,
  reader: AuditReader,
  query: AuditLogFilter & { before?: string; limit?: number },
) {
  const limit = query.limit ?? DEFAULT_PAGE;
  const rows = await listAuditRows(db, rowFilterOf(reader, query), {
    before: query.before === undefined ? undefined : Number(query.before),
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const names = await namesOf(db, page);
  const staff = reader.isOwner
    ? await staffIdentities(db)
    : (await identitiesOf(db, [reader.id])).filter((identity) => identity.id === reader.id);
  return {
    success: true as const,
    entries: page.map((row) => entryOf(row, names)),
    nextBefore: rows.length > limit ? String(page[page.length - 1]!.id) : null,
    staff,
    everyone: reader.isOwner,
  };
}

const CSV_HEADER = [
  'id',
  'at',
  'staff',
  'staff e-mail',
  'address',
  'action',
  'target',
  'method',
  'route',
  'changes',
];

function csvLine(values: (string | null)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * Every row the filter matches, newest first, as CSV made batch by batch while it is sent:
 * a long log never sits whole in memory. The changes are the JSON the page shows as a diff.
 */
export function auditLogCsv(db: Executor, reader: AuditReader, filter: AuditLogFilter): Readable {
  const rowFilter = rowFilterOf(reader, filter);
  async function* lines() {
    yield csvLine(CSV_HEADER);
    let before: number | undefined;
    for (;;) {
      const rows = await listAuditRows(db, rowFilter, { before, limit: CSV_BATCH });
      const names = await namesOf(db, rows);
      for (const row of rows) {
        const entry = entryOf(row, names);
        yield csvLine([
          entry.id,
          entry.at,
          entry.actor?.name ?? AUDIT_LOG_TEXTS.commandLine,
          entry.actor?.email ?? '',
          entry.address,
          entry.action,
          entry.target,
          entry.method,
          entry.route,
          JSON.stringify(entry.changes),
        ]);
      }
      if (rows.length < CSV_BATCH) return;
      before = rows[rows.length - 1]!.id;
    }
  }
  return Readable.from(lines());
}
