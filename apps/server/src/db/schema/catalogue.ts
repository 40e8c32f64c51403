import type { StoreInfo } from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * Money columns hold integer pesewas; the API speaks cedis (docs/product/selling-rules.md#money).
 * Migration 0014 adds `search_text`, generated from the name, brand, category and
 * subcategory (0016: and `option_words`), with its trigram index and the `product_words`
 * vocabulary: the search (modules/catalogue/product-search.ts) reads them by name, and they
 * are left out here so no select of a product carries them.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    name: text('name').notNull(),
    /** The lowest variant price, kept by a trigger on product_variants (migration 0016). */
    pricePesewas: integer('price_pesewas').notNull(),
    /** The highest variant price (the same trigger): `minPrice` finds a product one of whose variants reaches it. */
    maxPricePesewas: integer('max_price_pesewas').notNull().default(0),
    /**
     * The lowest and highest price a shopper pays now (sale prices inside their window), and the
     * next instant one of the variants' sales starts or ends (decision 0062): the list filters
     * and sorts by these; triggers keep them (migration 0026) and the catalogue refreshes the
     * products whose `priceChangesAt` has passed. Never written here.
     */
    pricePesewasNow: integer('price_now_pesewas').notNull().default(0),
    maxPricePesewasNow: integer('max_price_now_pesewas').notNull().default(0),
    priceChangesAt: timestamp('price_changes_at', { withTimezone: true, mode: 'date' }),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull(),
    brand: text('brand').notNull(),
    soundSystem: text('sound_system'),
    description: text('description').notNull(),
    info: jsonb('info').$type<string[]>().notNull().default([]),
    /**
     * The number of published reviews and the sum of their stars (decision 0064), kept by the
     * trigger on product_reviews (migration 0028): never written here.
     */
    reviews: integer('reviews').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    /** The average in tenths of a star (42 = 4.2), null without a published review: a stored generated column. */
    ratingTenths: smallint('rating_tenths').generatedAlwaysAs(
      sql`CASE WHEN reviews > 0 THEN round(rating_total * 10.0 / reviews)::smallint END`,
    ),
    topSelling: boolean('top_selling').notNull().default(false),
    collection: boolean('collection').notNull().default(false),
    /** The sum of the variants' stock, kept by the same trigger. */
    stock: integer('stock').notNull().default(0),
    /**
     * The branches holding a unit of it (decision 0074), kept by the triggers of migration
     * 0033 on branch_stock: never written here. The list's branch filter reads it.
     */
    inStockAtBranchIds: integer('in_stock_at_branch_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Every value of the product's options ("128GB 256GB Black Blue"), which the search text holds too. */
    optionWords: text('option_words').notNull().default(''),
    /** Staff record one serial (an IMEI for a phone) per unit sold before it leaves the shop (decision 0061). */
    tracksSerials: boolean('tracks_serials').notNull().default(false),
    /** The warranty of each unit, from the day it leaves the shop; 0 for none. */
    warrantyMonths: integer('warranty_months').notNull().default(12),
    /** A product that appears in orders is archived instead of deleted, so snapshots keep a target. */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    index('products_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('products_in_stock_at_branch_ids_idx')
      .using('gin', table.inStockAtBranchIds)
      .with({ fastupdate: false }),
    index('products_category_idx').on(table.category),
    index('products_subcategory_idx').on(table.subcategory),
    index('products_brand_idx').on(table.brand),
    index('products_category_brand_idx').on(table.category, table.brand),
    index('products_price_idx').on(table.pricePesewas, table.id),
    index('products_max_price_idx').on(table.maxPricePesewas, table.id),
    index('products_price_now_idx').on(table.pricePesewasNow, table.id),
    /** The list sorted by rating (decision 0064): the best average first, then the most reviewed. */
    index('products_rating_idx')
      .on(table.ratingTenths.desc().nullsLast(), table.reviews.desc(), table.id)
      .where(sql`${table.archivedAt} is null`),
    index('products_max_price_now_idx').on(table.maxPricePesewasNow, table.id),
    index('products_price_changes_at_idx')
      .on(table.priceChangesAt)
      .where(sql`${table.priceChangesAt} is not null`),
    check('products_price_nonnegative', sql`${table.pricePesewas} >= 0`),
    check('products_stock_nonnegative', sql`${table.stock} >= 0`),
  ],
);

export const heroes = pgTable('heroes', {
  id: serial('id').primaryKey(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  title: text('title').notNull(),
  link: text('link').notNull(),
  cta: text('cta').notNull().default('Learn More'),
  position: integer('position').notNull().default(0),
  ...timestamps,
});

export const deliveryFees = pgTable(
  'delivery_fees',
  {
    id: serial('id').primaryKey(),
    city: text('city').notNull().unique(),
    feePesewas: integer('fee_pesewas').notNull(),
    ...timestamps,
  },
  (table) => [
    check('delivery_fees_fee_range', sql`${table.feePesewas} >= 0 and ${table.feePesewas} <= 100000`),
    // "Accra" and "accra" are one city: checkout finds a fee by lower(city), so it must be unique so.
    uniqueIndex('delivery_fees_city_lower_unique').on(sql`lower(${table.city})`),
  ],
);

/** One row (id 1): the store info object is nested, so it is kept as one JSON document. */
export const storeInfo = pgTable('store_info', {
  id: integer('id').primaryKey(),
  data: jsonb('data').$type<StoreInfo>().notNull(),
  ...timestamps,
});
