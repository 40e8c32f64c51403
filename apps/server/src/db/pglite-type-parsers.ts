import { types } from '@electric-sql/pglite';

/*
 * Drizzle's PGlite driver sends its type parsers with every query, and PGlite merges them into
 * its own table of about 320 parsers for each query it answers: 130 µs per statement on a
 * 2-core machine, a third of a simple statement's whole cost (decision 0080). The same parsers
 * are set once, on the client in the database's thread (db/pglite-thread.mjs), which sends none
 * with a query.
 */

const asSent = (value: string) => value;

/**
 * Drizzle's parsers (drizzle-orm/pglite/session.js): timestamps, dates and intervals and their
 * arrays, and numeric arrays, are left as PostgreSQL wrote them, for Drizzle's columns to map.
 */
export const DRIZZLE_TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  [types.TIMESTAMP]: asSent,
  [types.TIMESTAMPTZ]: asSent,
  [types.INTERVAL]: asSent,
  [types.DATE]: asSent,
  1231: asSent, // numeric[]
  1115: asSent, // timestamp[]
  1185: asSent, // timestamptz[]
  1187: asSent, // interval[]
  1182: asSent, // date[]
};
