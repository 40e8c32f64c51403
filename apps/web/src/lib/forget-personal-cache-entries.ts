import { RUNTIME_CACHES } from './service-worker-caches';
import { mayKeepAddress } from './service-worker-caching-rules';

/** Where Workbox's ExpirationPlugin notes when each address was kept (workbox-expiration 7). */
const EXPIRY_DATABASE = 'workbox-expiration';
const EXPIRY_STORE = 'cache-entries';

/**
 * Deletes from the service worker's caches every entry the caching rules do not let it keep
 * (decision 0047): a reset link, a personal screen, a personal answer. This worker never stores
 * one, but a former build's worker did, and it keeps running in a tab until the shopper agrees
 * to reload (lib/app-update.ts). Called by the worker when it takes over and by the page when a
 * session ends, with the page's own `caches`, so it works whichever worker is running. Answers
 * the addresses it deleted.
 */
export async function forgetPersonalCacheEntries(): Promise<string[]> {
  if (typeof caches === 'undefined') return [];
  const forgotten: string[] = [];
  try {
    for (const name of RUNTIME_CACHES) {
      if (!(await caches.has(name))) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (mayKeepAddress(new URL(request.url))) continue;
        await cache.delete(request);
        forgotten.push(request.url);
      }
    }
    await forgetExpiryRecords();
  } catch {
    // Storage refused or being cleared by the browser: there is nothing left to read.
  }
  return forgotten;
}

/** Workbox's expiry keeps each kept address in IndexedDB; a secret address goes from there too. */
async function forgetExpiryRecords(): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  // Opening a database that does not exist would create it empty, and Workbox would then find
  // it without its store: only one the worker made is opened.
  const databases = await indexedDB.databases();
  if (!databases.some((database) => database.name === EXPIRY_DATABASE)) return;
  const database = await requested(indexedDB.open(EXPIRY_DATABASE));
  try {
    if (!database.objectStoreNames.contains(EXPIRY_STORE)) return;
    const transaction = database.transaction(EXPIRY_STORE, 'readwrite');
    const done = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
    });
    const cursorRequest = transaction.objectStore(EXPIRY_STORE).openCursor();
    cursorRequest.onsuccess = () => {
      const cursor = cursorRequest.result;
      if (!cursor) return;
      const url = (cursor.value as { url?: unknown }).url;
      if (typeof url === 'string' && !mayKeepAddress(new URL(url))) cursor.delete();
      cursor.continue();
    };
    await done;
  } finally {
    database.close();
  }
}

function requested<Result>(request: IDBRequest<Result>): Promise<Result> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}
