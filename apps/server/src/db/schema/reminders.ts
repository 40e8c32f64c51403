import type { MarketingChannel } from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';
import { productVariants } from './variants';

/**
 * One reminder of a left cart (decision 0066): the cart's last change it reminded of, so one
 * cart is reminded of once, and when, for the cap of one a week.
 */
export const cartReminders = pgTable(
  'cart_reminders',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cartChangedAt: timestamp('cart_changed_at', { withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    channels: text('channels').array().$type<MarketingChannel[]>().notNull(),
  },
  (table) => [
    uniqueIndex('cart_reminders_user_cart_unique').on(table.userId, table.cartChangedAt),
    index('cart_reminders_user_sent_idx').on(table.userId, table.sentAt.desc()),
  ],
);

/**
 * "Notify me when it's back" for one variant (decision 0066): an account's (confirmed at once),
 * or a guest's e-mail or phone, confirmed by a link or a code kept as its SHA-256. It ends when
 * its one message is queued (`notifiedAt`).
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<MarketingChannel>().notNull(),
    /** An e-mail address, or a phone in E.164. */
    recipient: text('recipient').notNull(),
    confirmSecretHash: text('confirm_secret_hash'),
    confirmAttempts: integer('confirm_attempts').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('stock_alerts_waiting_unique')
      .on(table.variantId, table.channel, table.recipient)
      .where(sql`${table.notifiedAt} is null`),
    index('stock_alerts_confirmed_waiting_idx')
      .on(table.variantId)
      .where(sql`${table.notifiedAt} is null and ${table.confirmedAt} is not null`),
    index('stock_alerts_product_idx').on(table.productId),
    index('stock_alerts_user_idx').on(table.userId),
    uniqueIndex('stock_alerts_confirm_secret_unique').on(table.confirmSecretHash),
    foreignKey({
      name: 'stock_alerts_variant_of_product_fk',
      columns: [table.variantId, table.productId],
      foreignColumns: [productVariants.id, productVariants.productId],
    }).onDelete('cascade'),
  ],
);
