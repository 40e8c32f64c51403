import type { Database } from '../../src/db/client';

type Method = (...args: unknown[]) => unknown;

/** A statement that only reads: a SELECT (a WITH may hide a write, so it counts as one). */
const onlyReads = (statement: unknown) =>
  typeof statement === 'string' &&
  /^\s*select\b/i.test(statement.replace(/^\s*(--[^\n]*\n|\/\*[\s\S]*?\*\/)*/, ''));

/**
 * Watches the driver under drizzle (PGlite, or the pg pool) for anything that may write: a
 * statement other than a SELECT, or a transaction (a PGlite transaction, a client taken from
 * the pool for one). Most fuzzed requests only read or are refused before any query; for them the
 * database need not be asked whether anything changed. The methods are replaced on the
 * driver object itself, so the app's own reference to it is watched too.
 */
export function watchWrites(database: Database): { mayHaveWritten(): boolean } {
  const client = (database.db as unknown as { $client: Record<string, Method> }).$client;
  let flagged = false;
  const wrap = (name: string, mayWrite: (args: unknown[]) => boolean) => {
    const original = client[name];
    if (typeof original !== 'function') return;
    client[name] = function (this: unknown, ...args: unknown[]) {
      if (mayWrite(args)) flagged = true;
      return original.apply(this ?? client, args);
    };
  };
  const statementOf = (args: unknown[]) => {
    const first = args[0] as string | { text?: string } | undefined;
    return typeof first === 'string' ? first : first?.text;
  };
  wrap('query', (args) => !onlyReads(statementOf(args)));
  wrap('exec', () => true);
  wrap('transaction', () => true);
  // pg's pool.query takes a client with a callback; a bare connect() is drizzle starting a transaction.
  wrap('connect', (args) => args.length === 0);
  return {
    mayHaveWritten() {
      const answer = flagged;
      flagged = false;
      return answer;
    },
  };
}
