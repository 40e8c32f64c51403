// The embedded database's own thread (db/pglite-thread-client.ts starts it): PGlite runs every
// statement synchronously in the thread that holds it, so in the server's thread a crowd's
// statements held every other request. Plain JavaScript, so the same file runs from the sources
// and, copied by build.mjs, beside dist/main.js.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const client = new PGlite({
  dataDir: workerData.dataDir,
  loadDataDir: workerData.loadDataDir && new Blob([workerData.loadDataDir]),
  extensions: { pg_trgm },
});

/** Open transactions by number: each holds PGlite's transaction lock until told to end. */
const transactions = new Map();
let lastTransaction = 0;
const rolledBack = Symbol('rolled back on request');

const keepText = (text) => text;
/** The parsers PGlite had for the types a query keeps as text, to give them back to the queries that do not. */
let ownParsers;
let textTypesKey;
const parsersByKey = new Map();

/**
 * A function cannot cross to this thread, so a query's parsers arrive as the type ids whose
 * text is kept as it is: the only parsers Drizzle passes are of that kind (timestamps, dates,
 * intervals and numeric arrays stay text). PGlite merges a query's parsers into all of its own
 * (a few hundred) on every query, a tenth of a millisecond each; so the first set asked for
 * becomes PGlite's own, and Drizzle's queries, asking for the same, pass none.
 */
function queryOptions(options) {
  const { textTypes, ...rest } = options ?? {};
  const key = textTypes ? textTypes.join(',') : '';
  if (textTypes && textTypesKey === undefined) {
    textTypesKey = key;
    ownParsers = Object.fromEntries(textTypes.map((type) => [type, client.parsers[type]]));
    for (const type of textTypes) client.parsers[type] = keepText;
  }
  if (key === textTypesKey || (textTypesKey === undefined && !textTypes)) return options && rest;
  let parsers = parsersByKey.get(key);
  if (!parsers) {
    parsers = { ...ownParsers };
    for (const type of textTypes ?? []) parsers[type] = keepText;
    parsersByKey.set(key, parsers);
  }
  return { ...rest, parsers };
}

function executorOf(transaction) {
  if (transaction === undefined) return client;
  const open = transactions.get(transaction);
  if (!open) throw new Error('Transaction is closed');
  return open.handle;
}

async function begin() {
  const number = ++lastTransaction;
  let opened;
  const isOpen = new Promise((resolve) => {
    opened = resolve;
  });
  const ended = client.transaction(
    (handle) =>
      new Promise((commit, rollback) => {
        transactions.set(number, { handle, commit, rollback, ended });
        opened();
      }),
  );
  // BEGIN itself may fail: then the transaction ends before it opens.
  await Promise.race([isOpen, ended]);
  transactions.get(number).ended = ended;
  return number;
}

async function end(number, outcome) {
  const open = transactions.get(number);
  if (!open) throw new Error('Transaction is closed');
  transactions.delete(number);
  if (outcome === 'commit') {
    open.commit();
    await open.ended;
    return null;
  }
  open.rollback(rolledBack);
  await open.ended.catch((error) => {
    if (error !== rolledBack) throw error;
  });
  return null;
}

async function run(message) {
  switch (message.kind) {
    case 'ready':
      await client.waitReady;
      return null;
    case 'query':
      return executorOf(message.transaction).query(
        message.text,
        message.params,
        queryOptions(message.options),
      );
    case 'exec':
      return executorOf(message.transaction).exec(message.text, queryOptions(message.options));
    case 'begin':
      return begin();
    case 'commit':
    case 'rollback':
      return end(message.transaction, message.kind);
    case 'dump':
      // Bytes cross threads as they are; the other side makes them a Blob again.
      return (await client.dumpDataDir(message.compression)).arrayBuffer();
    case 'close':
      if (!client.closed) await client.close();
      return null;
    default:
      throw new Error(`unknown request ${message.kind}`);
  }
}

/** Everything PostgreSQL says about an error (code, detail, constraint...), which a clone would drop. */
function describeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  // The query's options hold functions (parsers) and its parameters may be large: neither goes back.
  const { queryOptions, params, ...fields } = error;
  return { ...fields, name: error.name, message: error.message, stack: error.stack };
}

parentPort.on('message', (message) => {
  run(message).then(
    (value) => parentPort.postMessage({ id: message.id, value }),
    (error) => parentPort.postMessage({ id: message.id, error: describeError(error) }),
  );
});
