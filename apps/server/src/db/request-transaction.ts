import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * The request transaction (decision 0072): an admin write runs whole in one transaction, and
 * every query its code makes through the app's `db` goes to that transaction, wherever the code
 * took `db` from, so the audit row is written with the write or not at all. Like Django's
 * ATOMIC_REQUESTS. A `db.transaction(...)` inside becomes a savepoint.
 */

/** Drizzle's database, seen only as what opens a transaction (no import of client.ts: it imports this). */
interface Transactional<Handle> {
  transaction<Result>(work: (transaction: Handle) => Promise<Result>): Promise<Result>;
}

interface OpenTransaction {
  root: object;
  transaction: object;
  /** False from the commit (or rollback) on: work the request left for later uses the real db. */
  open: boolean;
  /** What must run once the transaction ended (answer-cache clears, work after the answer). */
  afterEnd: (() => void)[];
  /** The request's refusal keeps what it wrote (a wrong code counted): committed, not rolled back. */
  keepsRefusedWrites: boolean;
}

const current = new AsyncLocalStorage<OpenTransaction>();
const rootOf = new WeakMap<object, object>();

/**
 * The database handle the app uses: a Proxy over Drizzle's whose reads go to the request's
 * transaction while one is open in this async context, and to the database otherwise.
 */
export function transactionAware<Database extends object>(root: Database): Database {
  const proxy = new Proxy(root, {
    get(target, property) {
      const store = current.getStore();
      const handle: object = store?.open && store.root === target ? store.transaction : target;
      const value = Reflect.get(handle, property, handle);
      return typeof value === 'function' ? value.bind(handle) : value;
    },
  });
  rootOf.set(proxy, root);
  return proxy;
}

/**
 * Runs `work` in one transaction of `db`, which every query through `db` (the Proxy) joins
 * while it runs. The transaction is marked closed before it commits, so what `work` left to
 * run later (timers, work after the answer) reaches the database, not a finished transaction.
 */
export async function runInRequestTransaction<Handle extends object, T>(
  db: Transactional<Handle>,
  work: (transaction: Handle) => Promise<T>,
): Promise<T> {
  const root = (rootOf.get(db) ?? db) as Transactional<Handle>;
  const afterEnd: (() => void)[] = [];
  try {
    return await root.transaction(async (transaction) => {
      const store: OpenTransaction = { root, transaction, open: true, afterEnd, keepsRefusedWrites: false };
      try {
        return await current.run(store, () => work(transaction));
      } finally {
        store.open = false;
      }
    });
  } finally {
    // Outside the request's context: what runs now sees the committed rows, on the database itself.
    current.exit(() => {
      for (const task of afterEnd) task();
    });
  }
}

/**
 * Inside a request transaction, keeps `task` for once it has committed or rolled back and answers
 * true; outside one, answers false and the caller runs it now. An answer-cache clear made before
 * the commit could be refilled from the old rows by a reader on another connection, and work
 * left for after the answer must not run on a finished transaction.
 */
export function afterRequestTransaction(task: () => void): boolean {
  const store = current.getStore();
  if (!store?.open) return false;
  store.afterEnd.push(task);
  return true;
}

/**
 * Said by a service that refuses a request but means its write to stand (a wrong pickup code is
 * counted, then refused): the request transaction commits it and then answers the refusal.
 * Outside a request transaction the service's own transaction has committed already.
 */
export function keepWritesOfRefusal(): void {
  const store = current.getStore();
  if (store?.open) store.keepsRefusedWrites = true;
}

/** Whether the refusal now being answered keeps its writes (keepWritesOfRefusal). */
export function refusalKeepsWrites(): boolean {
  return current.getStore()?.keepsRefusedWrites === true;
}
