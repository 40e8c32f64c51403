import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';

/*
 * PGlite in a thread of its own (decision 0081). PGlite runs PostgreSQL as WebAssembly in the
 * thread that calls it, with its protocol's JavaScript around every statement: in a busy hour that
 * was two thirds of the server's one thread, which the requests' own work (routing, Drizzle,
 * answers) waited behind. Here the server keeps its thread, and the database works beside it on
 * the second core. The client answers the part of PGlite's interface the shop uses (Drizzle's
 * `query` and `transaction`, `exec`, `dumpDataDir`, `close`); a transaction is PGlite's own in
 * the thread, so its rules hold: while one is open, every other query waits for its end.
 */

/** A compiled WebAssembly module (Node's global; this package's types leave the DOM's out). */
type CompiledModule = object;
const { compile } = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<CompiledModule> } }
).WebAssembly;

let compiledPostgres: Promise<CompiledModule> | undefined;

/**
 * PostgreSQL's WebAssembly, compiled once per process and handed to each thread: compiling its
 * 9 MB again in every new thread cost more than the thread's whole work in a short test.
 */
function postgresModule(): Promise<CompiledModule> {
  compiledPostgres ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    return compile(await readFile(path.join(path.dirname(entry), 'pglite.wasm')));
  })();
  return compiledPostgres;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

type QueryOptions = { rowMode?: 'array' | 'object' } & Record<string, unknown>;

/** A database error as the thread sent it: its message and PostgreSQL's fields (code, constraint...). */
function errorOf(sent: { message: string; name?: string; fields: Record<string, unknown> }): Error {
  const error = Object.assign(new Error(sent.message), sent.fields);
  if (sent.name) error.name = sent.name;
  return error;
}

export class PGliteInThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 0;
  #nextTransaction = 0;
  #closed = false;
  readonly waitReady: Promise<void>;

  private constructor(worker: Worker) {
    this.#worker = worker;
    // Only while a request is waiting does the thread hold the process open.
    worker.unref();
    worker.on(
      'message',
      (message: { id: number; result?: unknown; error?: Parameters<typeof errorOf>[0] }) => {
        const pending = this.#pending.get(message.id);
        if (!pending) return;
        this.#pending.delete(message.id);
        if (this.#pending.size === 0) worker.unref();
        if (message.error) pending.reject(errorOf(message.error));
        else pending.resolve(message.result);
      },
    );
    worker.on('error', (error) => this.#failAll(error));
    worker.on('exit', (code) => this.#failAll(new Error(`the database thread ended (exit code ${code})`)));
    this.waitReady = this.#call({ kind: 'ready' }).then(() => undefined);
  }

  /** Starts the thread on a data directory, or in memory from a dump (`from`) or empty. */
  static async open(options: {
    dataDir?: string;
    from?: Blob;
    textTypes: number[];
  }): Promise<PGliteInThread> {
    const from = options.from ? new Uint8Array(await options.from.arrayBuffer()) : undefined;
    const worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), {
      workerData: {
        dataDir: options.dataDir,
        from,
        textTypes: options.textTypes,
        postgres: await postgresModule(),
      },
      transferList: from ? [from.buffer] : [],
    });
    const client = new PGliteInThread(worker);
    try {
      await client.waitReady;
    } catch (error) {
      // A database that cannot open (a damaged data directory) leaves no thread behind.
      await worker.terminate();
      throw error;
    }
    return client;
  }

  get closed(): boolean {
    return this.#closed;
  }

  #failAll(error: Error) {
    this.#closed = true;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  #call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (this.#pending.size === 1) this.#worker.ref();
      this.#worker.postMessage({ ...message, id });
    });
  }

  /** A query with parameters. The thread's client has the parsers: none is sent per query. */
  query<Row>(text: string, params?: unknown[], options?: QueryOptions, transaction?: number) {
    const rowMode = options?.rowMode;
    return this.#call<{ rows: Row[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number }>(
      {
        kind: 'query',
        text,
        params,
        options: rowMode ? { rowMode } : undefined,
        transaction,
      },
    );
  }

  exec(text: string, _options?: unknown, transaction?: number) {
    return this.#call<{ rows: unknown[] }[]>({ kind: 'exec', text, transaction });
  }

  async transaction<T>(work: (transaction: TransactionInThread) => Promise<T>): Promise<T> {
    const id = this.#nextTransaction++;
    // Not waited for: the thread holds the transaction's statements until PGlite has begun it,
    // so the first one does not wait a round trip. A failure to begin fails them, and the end.
    const begun = this.#call({ kind: 'begin', transaction: id });
    begun.catch(() => {});
    let open = true;
    const usable = () => {
      if (!open) throw new Error('Transaction is closed');
    };
    const handle: TransactionInThread = {
      query: async (text, params, options) => {
        usable();
        return this.query(text, params, options, id);
      },
      exec: async (text) => {
        usable();
        return this.exec(text, undefined, id);
      },
      rollback: async () => {
        usable();
        open = false;
        await this.#call({ kind: 'rollback', transaction: id });
      },
      get closed() {
        return !open;
      },
    };
    let result: T;
    try {
      result = await work(handle);
    } catch (error) {
      if (open) {
        open = false;
        await this.#call({ kind: 'rollback', transaction: id }).catch(() => {});
      }
      throw error;
    }
    if (open) {
      open = false;
      await begun;
      await this.#call({ kind: 'commit', transaction: id });
    }
    return result;
  }

  async dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob> {
    const bytes = await this.#call<Uint8Array>({ kind: 'dump', compression });
    return new Blob([bytes]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.#call({ kind: 'close' });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }
}

export interface TransactionInThread {
  query: PGliteInThread['query'];
  exec(text: string): ReturnType<PGliteInThread['exec']>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** The shop's code and Drizzle see it where they saw PGlite. */
export const asPglite = (client: PGliteInThread) => client as unknown as PGlite;
