import { bigint, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every automatic backup an instance took or tried (modules/backups): a row is written when
 * one starts, so other instances see it is taken, and finished with its size or its error.
 */
export const backups = pgTable(
  'backups',
  {
    id: serial('id').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** The backup file's name within BACKUP_DIR. */
    file: text('file').notNull(),
    bytes: bigint('bytes', { mode: 'number' }),
    error: text('error'),
  },
  (table) => [index('backups_started_idx').on(table.startedAt)],
);
