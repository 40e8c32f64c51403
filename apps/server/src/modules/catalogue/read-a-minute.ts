import type { Executor } from '../../db/client';

/** ANALYZE's statistics change only when it runs again: each database's are read at most once a minute. */
const KEPT_MS = 60_000;

/**
 * `read` for a database, answered from its last reading of that database while it is under a
 * minute old (concurrent callers share one reading); a failed reading is not kept.
 */
export function readAtMostOnceAMinute<T>(read: (db: Executor) => Promise<T>): (db: Executor) => Promise<T> {
  const kept = new WeakMap<object, { read: number; value: Promise<T> }>();
  return (db) => {
    const found = kept.get(db);
    if (found && Date.now() - found.read < KEPT_MS) return found.value;
    const value = read(db);
    kept.set(db, { read: Date.now(), value });
    value.catch(() => kept.delete(db));
    return value;
  };
}
