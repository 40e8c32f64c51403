import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/query-helpers';
import type { AuditedChange } from '../../db/schema';

/**
 * Turns on the trigger audit_row_change (migration 0037) for this transaction alone: its
 * guard reads `shop.audit`, set locally, and it writes into a temporary table dropped at the
 * end of the transaction, whether it commits or rolls back.
 */
export async function startRecordingChanges(transaction: Executor): Promise<void> {
  await transaction.execute(sql`select set_config('shop.audit', 'on', true)`);
  await transaction.execute(
    sql`create temporary table audit_changes (
      position serial, table_name text not null, operation text not null,
      row_key jsonb, before_values jsonb, after_values jsonb
    ) on commit drop`,
  );
}

interface ChangeRow {
  table_name: string;
  operation: AuditedChange['operation'];
  row_key: Record<string, unknown> | null;
  before_values: Record<string, unknown> | null;
  after_values: Record<string, unknown> | null;
}

/** The rows this transaction changed, in the order it changed them (savepoints rolled back are gone). */
export async function recordedChanges(transaction: Executor): Promise<AuditedChange[]> {
  const result = await transaction.execute(
    sql`select table_name, operation, row_key, before_values, after_values from pg_temp.audit_changes order by position`,
  );
  return rowsOf<ChangeRow>(result).map((row) => ({
    table: row.table_name,
    operation: row.operation,
    key: row.row_key,
    before: row.before_values,
    after: row.after_values,
  }));
}
