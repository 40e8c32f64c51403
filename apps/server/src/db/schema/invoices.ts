import type { InvoiceDocument, StoredTaxSettings } from '@shop/shared';
import { integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { orders } from './orders';

/** The owner's tax settings (decision 0061): one JSON row, id 1; rates in basis points. */
export const taxSettings = pgTable('tax_settings', {
  id: integer('id').primaryKey(),
  // The legal name is the seller details' (decision 0070), read in by modules/taxes.
  data: jsonb('data').$type<Omit<StoredTaxSettings, 'legalName'>>().notNull(),
  ...timestamps,
});

/**
 * One row per document series ("invoice", "credit_note"): the last number issued, taken
 * under the row's lock in the issuing transaction, so numbers are never skipped nor reused.
 */
export const documentCounters = pgTable('document_counters', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/** An invoice as issued, whole; it never changes. One per order. */
export const invoices = pgTable('invoices', {
  id: serial('id').primaryKey(),
  number: integer('number').notNull().unique(),
  orderId: uuid('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'restrict' }),
  issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  document: jsonb('document').$type<InvoiceDocument>().notNull(),
});
