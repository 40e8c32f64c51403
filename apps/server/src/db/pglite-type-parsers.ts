import { type PGlite, types } from '@electric-sql/pglite';

/*
 * Drizzle's PGlite driver sends its type parsers with every query, and PGlite merges them into
 * its own table of about 320 parsers for each query it answers: 130 µs of the server's one
 * thread per statement on a 2-core machine, a third of a simple statement's whole cost
 * (decision 0080). The same parsers are set once, on the client, and stripped from each query.
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

type QueryOptions = { parsers?: unknown } & Record<string, unknown>;

function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const { parsers: _sameAsTheClients, ...rest } = options;
  return rest;
}

/** A query method that drops the per-query parsers, read from the object each call (tests replace it). */
function queryOf(target: { query: PGlite['query'] }) {
  return (text: string, params?: unknown[], options?: QueryOptions) =>
    target.query(text, params, withoutParsers(options) as never);
}

/**
 * The client Drizzle is given: the PGlite client made with DRIZZLE_TYPE_PARSERS, whose
 * queries (and its transactions' queries) go without parsers of their own. Everything else
 * is the client's own, bound to it (PGlite keeps private fields).
 */
export function withParsersSetOnce(client: PGlite): PGlite {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return queryOf(target);
      if (property === 'transaction') {
        return <T>(work: (transaction: object) => Promise<T>) =>
          target.transaction((transaction) =>
            work(
              new Proxy(transaction, {
                get(inner, name) {
                  if (name === 'query') return queryOf(inner);
                  return Reflect.get(inner, name, inner);
                },
              }),
            ),
          );
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
