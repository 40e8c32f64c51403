import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './orders';
import { promotions } from './promotions';

/**
 * One row per order placed with a promotion (decision 0062): taken in the transaction that
 * places the order, given back (never deleted) when the order is cancelled or its hold runs
 * out, so the Promotions page shows both.
 */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Off the goods and delivery together. */
    discountPesewas: integer('discount_pesewas').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    givenBackAt: timestamp('given_back_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('promotion_uses_promotion_idx').on(table.promotionId, table.takenAt),
    index('promotion_uses_live_by_user_idx')
      .on(table.userId, table.promotionId)
      .where(sql`${table.givenBackAt} is null`),
  ],
);
