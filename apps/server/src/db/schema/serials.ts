import type { SoldUnitState } from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  json,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';
import { timestamps } from './columns';
import { orderItems, orders } from './orders';
import { productVariants } from './variants';

/**
 * The units sold, one row per serial (decision 0061). A serial is in at most one live sale
 * (state sold): the partial unique key refuses a second, also when two staff save at once.
 */
export const soldUnits = pgTable(
  'sold_units',
  {
    id: serial('id').primaryKey(),
    /** Upper case, A-Z, 0-9 and "-" (normaliseSerial); an IMEI is its 15 digits. */
    serial: text('serial').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** The product and variant as sold, kept when they change or go. */
    productName: text('product_name').notNull(),
    variantOptions: json('variant_options').$type<Record<string, string>>().notNull().default({}),
    warrantyMonths: integer('warranty_months').notNull(),
    /** When the unit left the shop (In Truck, or handed over at a counter): its warranty runs from here. */
    soldAt: timestamp('sold_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The last day of the warranty (Africa/Accra), as YYYY-MM-DD. */
    warrantyUntil: date('warranty_until', { mode: 'string' }).notNull(),
    state: text('state').$type<SoldUnitState>().notNull().default('sold'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('sold_units_live_serial_idx').on(table.serial).where(sql`${table.state} = 'sold'`),
    index('sold_units_serial_idx').on(table.serial),
    index('sold_units_order_idx').on(table.orderId),
  ],
);
