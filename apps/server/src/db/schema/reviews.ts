import type { ReviewStatus } from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';
import { timestamps } from './columns';
import { orders } from './orders';

/**
 * One review per account and product, written by a buyer with a Delivered order of it and shown
 * once staff publish it (decision 0064). A trigger (migration 0028) counts the published ones on
 * `products.reviews` and `products.rating_total`.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null once the account is erased and its author chose to leave the review as "A buyer". */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The Delivered order that made its author a buyer of the product. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The name shown ("Abena A."). */
    authorName: text('author_name').notNull(),
    /** The variant bought ("256GB, Blue"); empty for a product without options. */
    variantLabel: text('variant_label').notNull().default(''),
    rating: smallint('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true, mode: 'date' }),
    /** When it was last published: a product's reviews are shown newest first by it. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    answer: text('answer'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('product_reviews_one_per_author').on(table.productId, table.userId),
    index('product_reviews_published_idx')
      .on(table.productId, table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'published'`),
    index('product_reviews_spread_idx')
      .on(table.productId, table.rating)
      .where(sql`${table.status} = 'published'`),
    index('product_reviews_queue_idx').on(table.status, table.updatedAt),
    index('product_reviews_user_idx').on(table.userId),
  ],
);

/**
 * The request that asks a buyer for a review three days after delivery: one per order and
 * product. The link's token is kept only as its SHA-256; it is valid until `expiresAt`, once.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('review_requests_order_id_product_id_key').on(table.orderId, table.productId),
    index('review_requests_user_idx').on(table.userId),
  ],
);
