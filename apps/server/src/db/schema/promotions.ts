import type { PromotionKind, PromotionScope } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { timestamps } from './columns';

/**
 * Discount codes and automatic promotions (decision 0062, migration 0026). `code` is stored as
 * it is matched (upper case, no spaces; normaliseDiscountCode); an automatic promotion has
 * none. `usesTaken` counts the live uses, and a check keeps it within `totalUses`, so a code
 * with N uses left makes exactly N orders whatever the race.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    code: text('code').unique(),
    /** What the shopper reads on the line ("10 % off phones"). */
    description: text('description').notNull(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    /** 1 to 90, for a percent promotion. */
    percent: integer('percent'),
    /** For a fixed promotion. */
    amountPesewas: integer('amount_pesewas'),
    minimumSubtotalPesewas: integer('minimum_subtotal_pesewas').notNull().default(0),
    /** Empty lists: the whole order; otherwise the lines of these categories, brands or products. */
    scope: jsonb('scope')
      .$type<PromotionScope>()
      .notNull()
      .default({ categories: [], brands: [], productIds: [] }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    /** Null: no limit. */
    totalUses: integer('total_uses'),
    usesPerCustomer: integer('uses_per_customer'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    usesTaken: integer('uses_taken').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('promotions_automatic_idx').on(table.id).where(sql`${table.code} is null and ${table.enabled}`),
  ],
);

/** The code a shopper entered in their cart: at most one per cart. */
export const cartDiscounts = pgTable('cart_discounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  promotionId: integer('promotion_id')
    .notNull()
    .references(() => promotions.id, { onDelete: 'cascade' }),
  addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
