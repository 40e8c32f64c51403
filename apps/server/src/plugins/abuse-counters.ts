import { Redis } from 'ioredis';

/** A count in a fixed window, and how long until the window ends. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/**
 * Counters that expire: the abuse limits (plugins/abuse-limits.ts) and the login throttle
 * (modules/users) keep theirs here. Keys are plain strings; the store adds its own prefix.
 */
export interface CounterStore {
  /** Counts one event under key; the window starts with the key's first event. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The count under key, without counting (0 when there is none). */
  read(key: string): Promise<WindowCount>;
  /** Sets key to 1 for ttlMs from now, however it stood (an address an account logged in from). */
  remember(key: string, ttlMs: number): Promise<void>;
  /** Drops the count under key (a login that succeeded clears its failures). */
  forget(key: string): Promise<void>;
  close(): Promise<void>;
}

const EMPTY: WindowCount = { count: 0, resetInMs: 0 };

/** How often the memory store drops ended windows, and how many it keeps at most. */
const SWEEP_INTERVAL_MS = 60_000;
const MAX_MEMORY_ENTRIES = 200_000;

/** One process's counters: right for a single instance, and the fallback when Redis is away. */
export function memoryCounterStore(): CounterStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let nextSweepAt = 0;
  const live = (key: string, now: number) => {
    const window = windows.get(key);
    if (window && window.endsAt <= now) windows.delete(key);
    return window && window.endsAt > now ? window : undefined;
  };
  const sweep = (now: number) => {
    // Ended windows go now and then, not on every count, so a flood of keys costs no more per request.
    if (now >= nextSweepAt) {
      nextSweepAt = now + SWEEP_INTERVAL_MS;
      for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
    }
    // A bound on memory whatever comes: the oldest keys go first (a Map keeps insertion order).
    for (const key of windows.keys()) {
      if (windows.size <= MAX_MEMORY_ENTRIES) break;
      windows.delete(key);
    }
  };
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      sweep(now);
      const window = live(key, now) ?? { count: 0, endsAt: now + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { count: window.count, resetInMs: window.endsAt - now };
    },
    async read(key) {
      const now = Date.now();
      const window = live(key, now);
      return window ? { count: window.count, resetInMs: window.endsAt - now } : EMPTY;
    },
    async remember(key, ttlMs) {
      const now = Date.now();
      sweep(now);
      windows.set(key, { count: 1, endsAt: now + ttlMs });
    },
    async forget(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

/** How long a Redis command may take before its count falls back to memory. */
const COMMAND_TIMEOUT_MS = 500;

/**
 * `command`, or a timeout error once `ms` have passed without its answer. The timer only
 * schedules the refusal for after the event loop's next poll phase: when the loop itself was
 * stalled (a busy machine), an answer that arrived meanwhile is read first and wins, so a
 * slow process is not taken for a slow Redis.
 */
export function withinTime<T>(command: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => setImmediate(() => reject(new Error(`Redis did not answer within ${ms} ms`))),
      ms,
    );
    command.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Counters shared by every instance behind the load balancer. */
export function redisCounterStore(redis: Redis, timeoutMs = COMMAND_TIMEOUT_MS): CounterStore {
  const timed = <T>(command: Promise<T>) => withinTime(command, timeoutMs);
  return {
    async hit(key, windowMs) {
      // SET NX starts the window with its expiry, INCR counts: one round trip, atomic.
      const results = await timed(redis.multi().set(key, 0, 'PX', windowMs, 'NX').incr(key).pttl(key).exec());
      if (!results) throw new Error('the counter transaction was aborted');
      for (const [error] of results) if (error) throw error;
      return { count: Number(results[1]?.[1]), resetInMs: Math.max(0, Number(results[2]?.[1])) };
    },
    async read(key) {
      const results = await timed(redis.multi().get(key).pttl(key).exec());
      if (!results) throw new Error('the counter transaction was aborted');
      for (const [error] of results) if (error) throw error;
      const count = Number(results[0]?.[1] ?? 0);
      return count > 0 ? { count, resetInMs: Math.max(0, Number(results[1]?.[1])) } : EMPTY;
    },
    async remember(key, ttlMs) {
      await timed(redis.set(key, 1, 'PX', ttlMs));
    },
    async forget(key) {
      await timed(redis.del(key));
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** How often an ongoing Redis outage is logged again. */
const OUTAGE_LOG_INTERVAL_MS = 60_000;

/** The report of an outage at most once a minute, however often it shows. */
function throttled(report: (error: unknown) => void): (error: unknown) => void {
  let lastReport = 0;
  return (error) => {
    const now = Date.now();
    if (now - lastReport < OUTAGE_LOG_INTERVAL_MS) return;
    lastReport = now;
    report(error);
  };
}

/**
 * Redis's counters while Redis answers, this process's own while it does not: a Redis outage
 * must neither stop shoppers (a failed count is not a refusal) nor lift the limits (each
 * instance then counts for itself).
 */
export function counterStoreWithFallback(
  primary: CounterStore,
  fallback: CounterStore,
  report: (error: unknown) => void,
): CounterStore {
  const either =
    <A extends unknown[], R>(operation: (store: CounterStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await operation(primary, ...args);
      } catch (error) {
        report(error);
        return operation(fallback, ...args);
      }
    };
  return {
    hit: either((store, key: string, windowMs: number) => store.hit(key, windowMs)),
    read: either((store, key: string) => store.read(key)),
    remember: either((store, key: string, ttlMs: number) => store.remember(key, ttlMs)),
    forget: either((store, key: string) => store.forget(key)),
    async close() {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}

/**
 * The shop's counter store: Redis (REDIS_URL) with memory as its fallback, or memory alone.
 * Commands fail at once while Redis is unreachable (no offline queue) and after 500 ms when it
 * hangs (withinTime), so a count never holds a request up for long; ioredis's own timeout is
 * only a backstop that drops commands a hung Redis never answers. The outage is reported (logged as an
 * error) once a minute while it lasts.
 */
export function openCounterStore(options: {
  redisUrl: string | undefined;
  keyPrefix: string;
  reportOutage: (error: unknown) => void;
}): CounterStore {
  if (!options.redisUrl) return memoryCounterStore();
  const redis = new Redis(options.redisUrl, {
    keyPrefix: options.keyPrefix,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: 10_000,
  });
  const report = throttled(options.reportOutage);
  // Also without traffic an operator learns of the outage; ioredis keeps reconnecting meanwhile.
  redis.on('error', report);
  return counterStoreWithFallback(redisCounterStore(redis), memoryCounterStore(), report);
}
