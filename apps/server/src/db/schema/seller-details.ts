import type { SellerDetails } from '@shop/shared';
import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** One row (id 1): the seller's details the law asks the shop to show (decision 0070). */
export const sellerDetails = pgTable('seller_details', {
  id: integer('id').primaryKey(),
  data: jsonb('data').$type<SellerDetails>().notNull(),
  ...timestamps,
});
