import type { ConsentSource, MarketingChannel } from '@shop/shared';
import { boolean, index, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** The current marketing consent per account and channel (decision 0065); none means no. */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<MarketingChannel>().notNull(),
    granted: boolean('granted').notNull(),
    source: text('source').$type<ConsentSource>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.channel] })],
);

/** Every change of a consent, with its time and source; never edited. */
export const marketingConsentEvents = pgTable(
  'marketing_consent_events',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<MarketingChannel>().notNull(),
    granted: boolean('granted').notNull(),
    source: text('source').$type<ConsentSource>().notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('marketing_consent_events_user_idx').on(table.userId, table.at.desc(), table.id.desc())],
);

/** One-click unsubscribe links (RFC 8058), one per marketing message, spent once. */
export const unsubscribeLinks = pgTable(
  'unsubscribe_links',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<MarketingChannel>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('unsubscribe_links_user_idx').on(table.userId)],
);
