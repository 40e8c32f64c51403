import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The lists staff edit (migration 0022, decision 0053). Products keep the names in their own
 * columns, each a foreign key to `name` here with ON UPDATE CASCADE: a rename reaches every
 * product, a name in use cannot be deleted. Names are unique whatever their case.
 */
const listTable = <Name extends string>(name: Name) =>
  pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      name: text('name').notNull().unique(),
      createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    },
    (table) => [uniqueIndex(`${name}_name_caseless_idx`).on(sql`lower(${table.name})`)],
  );

export const categories = listTable('categories');
export const subcategories = listTable('subcategories');
export const brands = listTable('brands');

/** Which categories a subcategory sits under: the admin site's subcategory menu follows it. */
export const subcategoryCategories = pgTable(
  'subcategory_categories',
  {
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.subcategoryId, table.categoryId] }),
    index('subcategory_categories_category_idx').on(table.categoryId),
  ],
);
