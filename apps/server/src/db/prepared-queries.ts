import type { Db, Executor } from './client';
import { databaseForPrepared } from './request-transaction';

/*
 * The busiest statements (the session of every signed-in request, a product and a cart's
 * products) are built once per database and run with new values: Drizzle's prepared queries.
 * Building a query is Drizzle's work on the event loop each time (about 80 µs for the session's,
 * 120 µs for a product's 30 columns on this machine), and on PostgreSQL a named statement is
 * also parsed once per connection, not every time (decision 0082).
 */

/**
 * `prepare(db)` once per database, for a query that then runs on the database itself: undefined
 * inside a request transaction or for a transaction handle, where the caller builds the query on
 * that handle as usual, so it runs in the transaction.
 */
export function preparedOnce<Prepared>(
  prepare: (db: Db) => Prepared,
): (executor: Executor) => Prepared | undefined {
  const byDatabase = new WeakMap<object, Prepared>();
  return (executor) => {
    const database = databaseForPrepared(executor);
    if (!database) return undefined;
    let prepared = byDatabase.get(database);
    if (prepared === undefined) {
      prepared = prepare(database as Db);
      byDatabase.set(database, prepared);
    }
    return prepared;
  };
}
