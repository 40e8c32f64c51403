import { PgTransaction } from 'drizzle-orm/pg-core';

/*
 * The shop's one-row settings (tax settings, seller details, store info) are read by most steps
 * of a sale: settling a payment needs them for the invoice, the e-mail's footer and the staff
 * alert, and answering the order needs them again; every checkout asks the delivery fees and
 * (a delivery) the branch that fills it (catalogue/stock.ts, under the branches' topic). On
 * PGlite every statement waits its turn on the database's one connection. Kept at two levels:
 * - Within one transaction the first read is handed to the others (decision 0079), so the
 *   invoice and the e-mail of one payment cannot disagree.
 * - Between requests (decision 0080), a read is kept at the answer cache's stamp of the
 *   settings' topic, which a save here or another instance's or a script's notice moves (the
 *   tables' triggers notify, decision 0016), and until the next save in this process. Nothing is
 *   kept while the change channel is down, and a transaction that saved a setting neither
 *   keeps nor uses what is kept: what it reads may yet roll back. A read is shared once it has
 *   answered, never while it waits: on PGlite a transaction that waited on a read queued behind
 *   itself would wait for ever (and every request after it).
 */

/** The topic the three settings' tables notify under (migrations 0034 and 0040): the store info's. */
export const SETTINGS_TOPIC = 'store_info';

/** The answer cache's stamp of topics (`memoStamp`), undefined while it may not be trusted. */
export type StampOf = (topics: readonly string[]) => number | undefined;

interface Kept {
  /** The saves made in this process when it was read: a later save makes it stale. */
  savesBefore: number;
  value: Promise<unknown>;
}

interface Shared extends Kept {
  stamp: number;
  /**
   * Whether the read has answered. Only an answered read is shared: on PGlite's one connection
   * a read still waiting may be queued behind the very transaction that would wait on it.
   */
  answered: boolean;
}

const keptByTransaction = new WeakMap<object, Map<string, Kept>>();
/** Per database (Drizzle's dialect object: one per database, shared by its transactions). */
const sharedByDatabase = new WeakMap<
  object,
  { stampOf: StampOf; kept: Map<string, Shared>; rootSession: object | undefined }
>();
/** Sessions of transactions that saved a setting (a savepoint shares its transaction's session). */
const savedInSession = new WeakSet<object>();
/** Every save of a kept setting in this process, through any handle (a savepoint, the request's). */
let saves = 0;

const databaseOf = (executor: object) => (executor as { dialect?: object }).dialect;
const sessionOf = (executor: object) => (executor as { session?: object }).session;

/** Lets settings be kept between requests on this database, at the stamps `stampOf` gives. */
export function keepSettingsBetweenRequests(db: object, stampOf: StampOf): void {
  const database = databaseOf(db);
  if (database) sharedByDatabase.set(database, { stampOf, kept: new Map(), rootSession: sessionOf(db) });
}

function keepOnce<K extends Kept>(kept: Map<string, K>, key: string, entry: K): void {
  kept.set(key, entry);
  // A failed read is not kept: the transaction is failing anyway, and a retry reads again.
  entry.value.catch(() => {
    if (kept.get(key) === entry) kept.delete(key);
  });
}

/**
 * `read()` the setting `key` (shown under the answer cache's `topic`), or the value kept for
 * it: the transaction's own first read, else the one kept between requests, else a fresh read.
 */
export function readSetting<T>(
  executor: object,
  key: string,
  topic: string,
  read: () => Promise<T>,
): Promise<T> {
  const inTransaction = executor instanceof PgTransaction;
  let ofTransaction: Map<string, Kept> | undefined;
  if (inTransaction) {
    ofTransaction = keptByTransaction.get(executor) ?? new Map();
    keptByTransaction.set(executor, ofTransaction);
    const earlier = ofTransaction.get(key);
    if (earlier && earlier.savesBefore === saves) return earlier.value as Promise<T>;
  }
  const database = databaseOf(executor);
  const shared = database ? sharedByDatabase.get(database) : undefined;
  const session = sessionOf(executor);
  const savedHere = session !== undefined && savedInSession.has(session);
  // Taken before the read: a notice that arrives while it runs makes what it reads stale.
  const stamp = savedHere ? undefined : shared?.stampOf([topic]);
  if (shared && stamp !== undefined) {
    const kept = shared.kept.get(key);
    if (kept?.answered && kept.stamp === stamp && kept.savesBefore === saves) {
      // The transaction's later reads get this one too, even if a notice moves the stamp meanwhile.
      if (ofTransaction) keepOnce(ofTransaction, key, { savesBefore: saves, value: kept.value });
      return kept.value as Promise<T>;
    }
  }
  const savesBefore = saves;
  // A real promise of one read: a query builder handed in as it is (Drizzle's runs its statement
  // again at each `then`) would read once per await of the kept value, on a handle that may have
  // ended (a transaction's), and never answer.
  const value = Promise.resolve(read());
  if (ofTransaction) keepOnce(ofTransaction, key, { savesBefore, value });
  if (shared && stamp !== undefined) {
    const entry: Shared = { savesBefore, value, stamp, answered: false };
    keepOnce(shared.kept, key, entry);
    value.then(
      () => {
        entry.answered = true;
      },
      () => {},
    );
  }
  return value;
}

/** Said by every save of a setting read through readSetting, with the handle it saved through. */
export function settingSaved(executor: object): void {
  saves += 1;
  const session = sessionOf(executor);
  const database = databaseOf(executor);
  const rootSession = database ? sharedByDatabase.get(database)?.rootSession : undefined;
  // The app's handle joins the request's transaction while one is open (decision 0072): its
  // session is then the transaction's, not the database's own.
  const inTransaction =
    executor instanceof PgTransaction || (rootSession !== undefined && session !== rootSession);
  if (session && inTransaction) savedInSession.add(session);
}
