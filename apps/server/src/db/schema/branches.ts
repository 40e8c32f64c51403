import type { OpeningHours } from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * The shops a business sells from (decision 0067): where shoppers may pick up, with their
 * hours, and the one branch (`fillsDelivery`) whose stock delivery orders take. Archived, not
 * deleted: orders keep naming the branch they were collected at.
 */
export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    /** GhanaPost GPS, as GA-123-4567; empty when not given. */
    digitalAddress: text('digital_address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** Monday first, seven entries; null on a closed day. */
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    pickup: boolean('pickup').notNull().default(false),
    fillsDelivery: boolean('fills_delivery').notNull().default(false),
    position: integer('position').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('branches_name_unique').on(sql`lower(${table.name})`).where(sql`${table.archivedAt} is null`),
    uniqueIndex('branches_one_delivery').on(table.fillsDelivery).where(sql`${table.fillsDelivery}`),
    check(
      'branches_delivery_not_archived',
      sql`not (${table.fillsDelivery} and ${table.archivedAt} is not null)`,
    ),
  ],
);
