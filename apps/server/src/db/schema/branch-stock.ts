import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { branches } from './branches';
import { productVariants } from './variants';

/**
 * Each branch's units of each variant (decision 0068); a missing row is none. The variant's
 * `stock` is the sum of its rows, kept by triggers (migration 0032): a write here moves the
 * variant and the product, and a write of a variant's single figure lands at the delivery branch.
 */
export const branchStock = pgTable(
  'branch_stock',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    stock: integer('stock').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.variantId, table.branchId] }),
    index('branch_stock_held_idx').on(table.branchId, table.variantId).where(sql`${table.stock} > 0`),
    check('branch_stock_nonnegative', sql`${table.stock} >= 0`),
  ],
);

/** Units staff moved from one branch to another: one row per variant moved. */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    fromBranchId: integer('from_branch_id')
      .notNull()
      .references(() => branches.id),
    toBranchId: integer('to_branch_id')
      .notNull()
      .references(() => branches.id),
    units: integer('units').notNull(),
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_transfers_created_idx').on(table.createdAt.desc()),
    check('stock_transfers_units_positive', sql`${table.units} > 0`),
    check('stock_transfers_two_branches', sql`${table.fromBranchId} <> ${table.toBranchId}`),
  ],
);
