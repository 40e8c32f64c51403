import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row changed by an admin write, as the trigger audit_row_change records it (migration 0037). */
export interface AuditedChange {
  /** The table, or none for a summary of a write too long to hold a transaction. */
  table: string | null;
  operation: 'insert' | 'update' | 'delete' | 'summary';
  /** The row's primary key, as {column: value}. */
  key: Record<string, unknown> | null;
  /** Personal data masked, secrets left out (audit_column_kind); for an update only what changed. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Every admin write, one row each, written in the write's own transaction (decision 0072):
 * append-only, its triggers refuse UPDATE, DELETE and TRUNCATE. The actor is joined to users
 * when read, so no name or e-mail is copied here.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    address: text('address').notNull().default(''),
    method: text('method').notNull(),
    route: text('route').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull().default(''),
    targetId: text('target_id').notNull().default(''),
    changes: jsonb('changes').$type<AuditedChange[]>().notNull().default([]),
  },
  (table) => [
    index('audit_log_actor_idx').on(table.actorId, table.id.desc()),
    index('audit_log_at_idx').on(table.at),
  ],
);
