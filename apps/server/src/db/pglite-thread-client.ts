import { Worker } from 'node:worker_threads';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';

type QueryOptions = Parameters<PGlite['query']>[2];

/** A request to the database thread (db/pglite-thread.mjs). */
type Request =
  | { kind: 'ready' | 'begin' }
  | { kind: 'commit' | 'rollback'; transaction: number }
  | { kind: 'query'; text: string; params?: unknown[]; options?: unknown; transaction?: number }
  | { kind: 'exec'; text: string; options?: unknown; transaction?: number }
  | { kind: 'dump'; compression?: 'none' | 'gzip' | 'auto' }
  | { kind: 'close' };

interface Reply {
  id: number;
  value?: unknown;
  error?: { message: string } & Record<string, unknown>;
}

/**
 * Options as the thread takes them: parsers are functions, which cannot cross threads, and the
 * only ones Drizzle passes keep a type's text as it is, so they travel as their type ids.
 */
function portableOptions(options: QueryOptions): unknown {
  if (!options?.parsers) return options;
  const { parsers, ...rest } = options;
  return { ...rest, textTypes: Object.keys(parsers).map(Number) };
}

/** The error as PostgreSQL reported it: its code (23505...), detail and constraint included. */
function errorOf(described: NonNullable<Reply['error']>): Error {
  const { message, stack, name, ...fields } = described;
  const error = Object.assign(new Error(message), fields);
  if (typeof name === 'string') error.name = name;
  return error;
}

/**
 * PGlite in a thread of its own, with the part of PGlite's interface the shop uses (query, exec,
 * transaction, dumpDataDir, close). PGlite runs each statement synchronously in the thread that
 * holds it; in the server's thread, 200 shoppers' statements kept every other request waiting
 * (the event loop 94 to 103 ms late at p99). Here the server's thread only sends the statement
 * and reads the rows back. A transaction holds PGlite's lock in that thread until this side ends
 * it, so statements outside it wait there, as they do in PGlite itself.
 */
export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #lastId = 0;
  #stopped: Error | undefined;
  closed = false;

  private constructor(workerData: { dataDir?: string; loadDataDir?: ArrayBuffer }) {
    this.#worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), { workerData });
    // Like a socket: the thread keeps the process alive only while a request waits on it.
    this.#worker.unref();
    this.#worker.on('message', (reply: Reply) => this.#settle(reply));
    this.#worker.on('error', (error) => this.#stop(error));
    this.#worker.on('exit', (code) =>
      this.#stop(new Error(`The database thread stopped (exit code ${code}).`)),
    );
  }

  /** Starts the thread and waits until PGlite is ready in it. */
  static async open(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PgliteThread> {
    const thread = new PgliteThread({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir && (await options.loadDataDir.arrayBuffer()),
    });
    try {
      await thread.#call({ kind: 'ready' });
    } catch (error) {
      await thread.#worker.terminate();
      throw error;
    }
    return thread;
  }

  query<Row>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>> {
    return this.#call({ kind: 'query', text, params, options: portableOptions(options) });
  }

  exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.#call({ kind: 'exec', text, options: portableOptions(options) });
  }

  async transaction<Result>(callback: (transaction: Transaction) => Promise<Result>): Promise<Result> {
    const number = await this.#call<number>({ kind: 'begin' });
    let closed = false;
    const end = async (kind: 'commit' | 'rollback') => {
      if (closed) return;
      closed = true;
      await this.#call({ kind, transaction: number });
    };
    const handle = {
      query: <Row>(text: string, params?: unknown[], options?: QueryOptions) =>
        this.#call<Results<Row>>({
          kind: 'query',
          text,
          params,
          options: portableOptions(options),
          transaction: number,
        }),
      exec: (text: string, options?: QueryOptions) =>
        this.#call<Results[]>({ kind: 'exec', text, options: portableOptions(options), transaction: number }),
      rollback: () => end('rollback'),
      get closed() {
        return closed;
      },
    };
    try {
      const result = await callback(handle as unknown as Transaction);
      await end('commit');
      return result;
    } catch (error) {
      await end('rollback');
      throw error;
    }
  }

  async dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob> {
    return new Blob([await this.#call<ArrayBuffer>({ kind: 'dump', compression })]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      if (!this.#stopped) await this.#call({ kind: 'close' });
    } finally {
      await this.#worker.terminate();
    }
  }

  #call<Value>(request: Request): Promise<Value> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    if (this.closed && request.kind !== 'close') return Promise.reject(new Error('The database is closed.'));
    const id = ++this.#lastId;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise<Value>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #settle(reply: Reply) {
    const waiting = this.#pending.get(reply.id);
    if (!waiting) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.error) waiting.reject(errorOf(reply.error));
    else waiting.resolve(reply.value);
  }

  #stop(error: Error) {
    this.#stopped ??= error;
    for (const waiting of this.#pending.values()) waiting.reject(error);
    this.#pending.clear();
  }
}
