import type {
  CreditNoteDocument,
  RefundMethod,
  RefundState,
  ReturnCondition,
  ReturnKind,
  ReturnReason,
  ReturnSettings,
  ReturnStatus,
} from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { timestamps } from './columns';
import { orderItems, orders } from './orders';
import { soldUnits } from './serials';

/** The owner's return rules (decision 0063): one JSON row, id 1. */
export const returnSettings = pgTable('return_settings', {
  id: integer('id').primaryKey(),
  data: jsonb('data').$type<ReturnSettings>().notNull(),
  ...timestamps,
});

/** A return of units or a warranty claim on one serial; its status moves only along RETURN_STATES. */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    /** RET-101 (formatReturnNumber): what the shopper and staff call it. */
    number: integer('number').notNull().unique().generatedByDefaultAsIdentity({ startWith: 101 }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<ReturnKind>().notNull(),
    reason: text('reason').$type<ReturnReason>().notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<ReturnStatus>().notNull().default('Requested'),
    rejectionReason: text('rejection_reason'),
    condition: text('condition').$type<ReturnCondition>(),
    resolutionNote: text('resolution_note'),
    refundFailure: text('refund_failure'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    ...timestamps,
  },
  (table) => [
    index('return_requests_order_idx').on(table.orderId),
    index('return_requests_user_idx').on(table.userId, table.createdAt),
    index('return_requests_status_idx').on(table.status, table.createdAt),
  ],
);

/** The units a request names: some units of a line, or one serial; a replacement's new unit. */
export const returnUnits = pgTable(
  'return_units',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    soldUnitId: integer('sold_unit_id').references(() => soldUnits.id, { onDelete: 'restrict' }),
    replacementUnitId: integer('replacement_unit_id').references(() => soldUnits.id, {
      onDelete: 'restrict',
    }),
  },
  (table) => [
    index('return_units_return_idx').on(table.returnId),
    index('return_units_order_item_idx').on(table.orderItemId),
    index('return_units_sold_unit_idx').on(table.soldUnitId).where(sql`${table.soldUnitId} is not null`),
  ],
);

/** The shopper's photos: uploaded first, attached to the request when it is sent. */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    returnId: integer('return_id').references(() => returnRequests.id, { onDelete: 'cascade' }),
    /** The file's name in the private data directory's return-photos folder. */
    fileName: text('file_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('return_photos_return_idx').on(table.returnId),
    index('return_photos_user_idx').on(table.userId, table.createdAt),
  ],
);

/** Every move of a request: the history staff and the shopper read. */
export const returnEvents = pgTable(
  'return_events',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReturnStatus>().notNull(),
    note: text('note'),
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('return_events_return_idx').on(table.returnId, table.id)],
);

/**
 * One refund of a request. It counts against its order (orders.refunded_pesewas, by trigger,
 * within the total by a check) from the moment it is written; a failed one is retried on the
 * same row. Its amount never changes (trigger); a done one carries its credit note.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    returnId: integer('return_id')
      .notNull()
      .unique()
      .references(() => returnRequests.id, { onDelete: 'restrict' }),
    goodsPesewas: integer('goods_pesewas').notNull(),
    deliveryPesewas: integer('delivery_pesewas').notNull().default(0),
    amountPesewas: integer('amount_pesewas').notNull(),
    method: text('method').$type<RefundMethod>().notNull(),
    reference: text('reference'),
    state: text('state').$type<RefundState>().notNull(),
    failure: text('failure'),
    attempts: integer('attempts').notNull().default(0),
    creditNoteNumber: integer('credit_note_number').unique(),
    creditNote: jsonb('credit_note').$type<CreditNoteDocument>(),
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId),
    index('refunds_done_at_idx').on(table.doneAt).where(sql`${table.doneAt} is not null`),
    uniqueIndex('refunds_delivery_once_idx').on(table.orderId).where(sql`${table.deliveryPesewas} > 0`),
  ],
);
