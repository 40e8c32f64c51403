import type { TransferListItem } from 'node:worker_threads';
import Piscina from 'piscina';

/** Threads for CPU-heavy work, so the event loop keeps answering while they run. */
export interface WorkerPool {
  /** `transferList` moves objects into the thread instead of copying them (a MessagePort must move). */
  run<Result>(task: unknown, transferList?: TransferListItem[]): Promise<Result>;
  /** Waits for the tasks already given, then ends the threads; a later task starts them again. */
  close(): Promise<void>;
}

export interface WorkerPoolOptions {
  /** Threads at most; tasks beyond them wait in the pool's queue. */
  maxThreads: number;
  /** An idle thread ends after this long, so a quiet server holds no thread. */
  idleTimeoutMs: number;
}

/**
 * A piscina pool started on its first task, not at start-up (a server that never sees the task
 * never pays for the thread). Piscina unrefs an idle thread, so a process exits without closing
 * the pool; a busy thread holds it until its task ends (the first attempt, commit dfcb151, kept
 * a bare thread referenced and the test run hung). Whoever owns a pool decides whether it
 * closes with an app or lives as long as the process.
 */
export function lazyWorkerPool(filename: URL, options: WorkerPoolOptions): WorkerPool {
  let pool: Piscina | undefined;
  return {
    run<Result>(task: unknown, transferList?: TransferListItem[]): Promise<Result> {
      pool ??= new Piscina({
        filename: filename.href,
        minThreads: 0,
        maxThreads: options.maxThreads,
        idleTimeout: options.idleTimeoutMs,
      });
      return pool.run(task, transferList ? { transferList } : {}) as Promise<Result>;
    },
    async close() {
      const closing = pool;
      pool = undefined;
      await closing?.close();
    },
  };
}
