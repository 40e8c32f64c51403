// The embedded database's own thread (decision 0081): PGlite, its WebAssembly PostgreSQL and its
// protocol's JavaScript run here, so the server's event loop keeps its thread for requests.
// Plain JavaScript, started by URL beside the bundle like the other worker-thread tasks.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const asSent = (value) => value;
const { dataDir, from, textTypes, postgres } = workerData;
const client = new PGlite({
  dataDir,
  loadDataDir: from ? new Blob([from]) : undefined,
  extensions: { pg_trgm },
  pgliteWasmModule: postgres,
  parsers: Object.fromEntries(textTypes.map((type) => [type, asSent])),
});

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

async function answer(message) {
  switch (message.kind) {
    case 'ready':
      await client.waitReady;
      return null;
    case 'query':
      return plainResult(
        await (await handleOf(message)).query(message.text, message.params, message.options),
      );
    case 'exec':
      return (await (await handleOf(message)).exec(message.text)).map(plainResult);
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
