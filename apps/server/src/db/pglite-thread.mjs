// The embedded database's own thread (decision 0081): PGlite, its WebAssembly PostgreSQL and its
// protocol's JavaScript run here, so the server's event loop keeps its thread for requests.
// Plain JavaScript, started by URL beside the bundle like the other worker-thread tasks.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { preparedStatements } from './pglite-prepared.mjs';

const asSent = (value) => value;
const { dataDir, from, textTypes, postgres } = workerData;
const client = new PGlite({
  dataDir,
  loadDataDir: from ? new Blob([from]) : undefined,
  extensions: { pg_trgm },
  pgliteWasmModule: postgres,
  parsers: Object.fromEntries(textTypes.map((type) => [type, asSent])),
});

const prepared = preparedStatements(client);

/** Open transactions by the server's number for them: PGlite's handle, and how to end it. */
const transactions = new Map();

/** A database error as plain data: its message and every field PostgreSQL gave (code, constraint...). */
function plainError(error) {
  const fields = {};
  for (const [key, value] of Object.entries(error ?? {})) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { message: error?.message ?? String(error), name: error?.name, fields };
}

const plainResult = (result) => ({
  rows: result.rows,
  fields: result.fields,
  affectedRows: result.affectedRows,
  rowCount: result.rowCount,
  command: result.command,
});

/** The handle a message is for: the client, or its open transaction once PGlite has begun it. */
async function handleOf(message) {
  if (message.transaction === undefined) return client;
  const open = transactions.get(message.transaction);
  if (!open) throw new Error('Transaction is closed');
  return open.begun;
}

/**
 * A statement by name (db/pglite-prepared.mjs), under the locks PGlite's own `query` takes: a
 * transaction's statement waits for the one before it; any other waits for open transactions.
 * Any other (a migration's, or one planned for its values each time) runs through PGlite's
 * `query`, unnamed.
 */
async function query(message) {
  const { text, params, options } = message;
  if (!prepared.keeps(text)) {
    try {
      return await (await handleOf(message)).query(text, params, options);
    } finally {
      if (prepared.changesShape(text)) prepared.forgetAll();
    }
  }
  if (message.transaction === undefined) {
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => prepared.query(text, params, options, { inTransaction: false })),
    );
  }
  const handle = await handleOf(message);
  if (handle.closed) throw new Error('Transaction is closed');
  return client._runExclusiveQuery(() => prepared.query(text, params, options, { inTransaction: true }));
}

async function answer(message) {
  switch (message.kind) {
    case 'ready':
      await client.waitReady;
      return null;
    case 'query':
      return plainResult(await query(message));
    case 'exec':
      try {
        return (await (await handleOf(message)).exec(message.text)).map(plainResult);
      } finally {
        prepared.forgetAll();
      }
    case 'begin': {
      // The server sends the transaction's first statement without waiting for this answer:
      // statements that arrive first wait here for PGlite to begin it.
      const open = {};
      open.begun = new Promise((begun, failedToBegin) => {
        open.ended = client.transaction(
          (handle) =>
            new Promise((commit, rollback) => {
              open.commit = commit;
              open.rollback = rollback;
              begun(handle);
            }),
        );
        open.ended.catch(failedToBegin);
      });
      transactions.set(message.transaction, open);
      await open.begun;
      return null;
    }
    case 'commit':
    case 'rollback': {
      const open = transactions.get(message.transaction);
      if (!open) throw new Error('Transaction is closed');
      transactions.delete(message.transaction);
      await open.begun;
      if (message.kind === 'commit') open.commit(null);
      else open.rollback(new Error('rolled back'));
      try {
        await open.ended;
      } catch (error) {
        if (message.kind === 'commit') throw error;
      }
      return null;
    }
    case 'dump': {
      const dump = await client.dumpDataDir(message.compression);
      return new Uint8Array(await dump.arrayBuffer());
    }
    case 'close':
      if (!client.closed) await client.close();
      return null;
    default:
      throw new Error(`unknown request ${message.kind}`);
  }
}

parentPort.on('message', (message) => {
  answer(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: plainError(error) }),
  );
});
