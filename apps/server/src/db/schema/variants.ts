import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { timestamps } from './columns';

/**
 * Options and variants (decision 0036). A product has up to three
 * options, each with its values in picker order, and one variant per combination it sells.
 * A product without options has one variant whose `optionValues` is empty.
 */
export const productOptions = pgTable(
  'product_options',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 0, 1, 2: the option's place, which is also its place in a variant's `optionValues`. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    values: text('values').array().notNull(),
  },
  (table) => [unique('product_options_product_position_unique').on(table.productId, table.position)],
);

/**
 * Price, stock and pictures are the variant's; `products.price_pesewas` (lowest),
 * `max_price_pesewas` (highest) and `stock` (sum) follow them by a trigger (migration 0016),
 * so the list filters and sorts one table.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The variants' order on the page; the first is the default variant. */
    position: integer('position').notNull().default(0),
    sku: text('sku').notNull().unique(),
    pricePesewas: integer('price_pesewas').notNull(),
    /** A sale price below the price, from `saleStartsAt` (null: already) until `saleEndsAt` (null: until removed). */
    salePricePesewas: integer('sale_price_pesewas'),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true, mode: 'date' }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true, mode: 'date' }),
    /**
     * The price a shopper pays now, as of the last write or refresh (decision 0062); a trigger
     * keeps it (migration 0026), so it is never written here.
     */
    pricePesewasNow: integer('price_now_pesewas').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    /** Units taken back faulty (decision 0063): counted apart from stock, never sold. */
    faultyUnits: integer('faulty_units').notNull().default(0),
    /** Its own pictures (a colour's); empty: the product's. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** One value per option, in the options' order. */
    optionValues: text('option_values').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (table) => [
    index('product_variants_product_idx').on(table.productId, table.position),
    index('product_variants_price_idx').on(table.pricePesewas, table.productId),
    index('product_variants_price_now_idx').on(table.pricePesewasNow, table.productId),
    unique('product_variants_product_values_unique').on(table.productId, table.optionValues),
    // Lets cart lines name the variant and its product together (a line cannot mix two products).
    unique('product_variants_id_product_unique').on(table.id, table.productId),
    check('product_variants_price_nonnegative', sql`${table.pricePesewas} >= 0`),
    check('product_variants_stock_nonnegative', sql`${table.stock} >= 0`),
  ],
);
