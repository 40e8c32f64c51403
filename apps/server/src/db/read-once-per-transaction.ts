import { PgTransaction } from 'drizzle-orm/pg-core';

/*
 * The shop's one-row settings (tax settings, seller details, store info) are read by several
 * steps of one transaction: settling a payment reads the seller's details four times (the
 * invoice, its tax settings, the e-mail's footer, the staff alert), each a statement of its
 * own, and on PGlite every statement is the server's own thread's time (decision 0078). Within
 * one transaction the first read is kept and handed to the others, so the invoice and the
 * e-mail of one payment also cannot disagree. Outside a transaction nothing is kept.
 */

interface Kept {
  /** The saves made in this process when it was read: a later save makes it stale. */
  savesBefore: number;
  value: Promise<unknown>;
}

const keptByTransaction = new WeakMap<object, Map<string, Kept>>();
/** Every save of a kept setting in this process, through any handle (a savepoint, the request's). */
let saves = 0;

/** `read()` once per transaction and `key`; the value of the first read for the rest of it. */
export function readOncePerTransaction<T>(executor: object, key: string, read: () => Promise<T>): Promise<T> {
  if (!(executor instanceof PgTransaction)) return read();
  let kept = keptByTransaction.get(executor);
  if (!kept) {
    kept = new Map();
    keptByTransaction.set(executor, kept);
  }
  const earlier = kept.get(key);
  if (earlier && earlier.savesBefore === saves) return earlier.value as Promise<T>;
  const value = read();
  const entry = { savesBefore: saves, value };
  kept.set(key, entry);
  // A failed read is not kept: the transaction is failing anyway, and a retry reads again.
  value.catch(() => {
    if (kept.get(key) === entry) kept.delete(key);
  });
  return value;
}

/** Said by every save of a setting read through readOncePerTransaction: what was kept is stale. */
export function settingSaved(): void {
  saves += 1;
}
