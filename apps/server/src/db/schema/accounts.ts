import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { branches } from './branches';
import { products } from './catalogue';
import { timestamps } from './columns';
import { productVariants } from './variants';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored trimmed and lower-cased, so the unique key is case-insensitive in effect. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    image: text('image'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** The shop owner (the first `admin:create` account): alone gives or removes staff access. */
    isOwner: boolean('is_owner').notNull().default(false),
    /** The account's mobile number in E.164 (decision 0026); set when a code sent to it was confirmed. */
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true, mode: 'date' }),
    /** "Text me about my orders": order updates by SMS (phone codes always go). */
    smsOrderUpdates: boolean('sms_order_updates').notNull().default(true),
    /** Where order updates go when they are on: by SMS, or by WhatsApp to the same phone (decision 0066). */
    orderUpdatesChannel: text('order_updates_channel').$type<'sms' | 'whatsapp'>().notNull().default('sms'),
    /** The branch a staff member works at: its pickups come first on their orders page. */
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    /** Deliveries refused at the door since pay on delivery was last restored (decision 0034). */
    refusedDeliveries: integer('refused_deliveries').notNull().default(0),
    ...timestamps,
  },
  // At most one owner, whatever races: a second `true` breaks this index.
  (table) => [uniqueIndex('users_one_owner').on(table.isOwner).where(sql`${table.isOwner}`)],
);

/**
 * Pay on delivery's standing of a phone or a delivery address, whatever the account (decision
 * 0044): deliveries to it refused at the door since staff last restored it. A start locks its
 * phone's and address's rows, so the starts of every account on them count open orders in turn.
 */
export const payOnDeliveryStandings = pgTable(
  'pay_on_delivery_standings',
  {
    /** 'phone' (key: E.164) or 'address' (key: deliveryAddressKey, street and city normalised). */
    kind: text('kind').$type<'phone' | 'address'>().notNull(),
    key: text('key').notNull(),
    /** The phone or the address as last written on an order, for staff. */
    label: text('label').notNull(),
    refusedDeliveries: integer('refused_deliveries').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.key] })],
);

/** Opaque bearer tokens: only their SHA-256 is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** Moved forward at most once an hour (plugins/auth.ts): enough for a 30-day idle limit. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The variant in the cart (decision 0036); always one of `productId`'s (the foreign key says so). */
    variantId: integer('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    ...timestamps,
  },
  (table) => [
    unique('cart_items_user_variant_unique').on(table.userId, table.variantId),
    index('cart_items_product_idx').on(table.productId),
    index('cart_items_user_updated_idx').on(table.userId, table.updatedAt.desc()),
    foreignKey({
      name: 'cart_items_variant_of_product_fk',
      columns: [table.variantId, table.productId],
      foreignColumns: [productVariants.id, productVariants.productId],
    }).onDelete('cascade'),
  ],
);

/**
 * Password reset links (decision 0011): only the token's SHA-256 is stored; a link works once, for
 * 30 minutes (PASSWORD_RESET_MINUTES), while it is the account's newest and its password is
 * the one it was issued against (decision 0024).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /**
     * SHA-256 (hex) of the account's password hash when the link was made: the link works only
     * while that password stands (decision 0024). Null on links older than the column: never valid.
     */
    passwordFingerprint: text('password_fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
);

/**
 * Codes that check a phone (decision 0026): six digits sent by SMS, only a salted SHA-256 kept,
 * 10 minutes, 5 wrong tries, used once. A new code for an account replaces its open ones.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** E.164: the number the code was sent to, which confirming it verifies. */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('phone_codes_user_idx').on(table.userId)],
);
