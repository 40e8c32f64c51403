import { registerSW } from 'virtual:pwa-register';
import { announceAppUpdate } from '../lib/app-update';
import { KEEP_PAGE } from '../lib/service-worker-caches';

/**
 * Registers the service worker (decision 0032), after the page has loaded and hydrated so it
 * never competes with what the shopper sees first. A new deploy's worker waits until the
 * shopper agrees to reload (lib/app-update.ts), so no page runs half old, half new code.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const firstVisit = !navigator.serviceWorker.controller;
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => announceAppUpdate(() => void updateServiceWorker(true)),
    onRegisteredSW: () => {
      // The page the worker was installed from came before it: keep it and its pictures too,
      // so the very first page opens offline like any later one.
      if (firstVisit) void keepThisPage();
    },
  });
}

/**
 * The worker keeps the page and its pictures (service-worker.ts, KEEP_PAGE): it fetches and
 * stores them off the page's main thread, where thirty `cache.add` calls held a cheap phone for
 * over 100 ms at 4x (decision 0039).
 */
async function keepThisPage() {
  const registration = await navigator.serviceWorker.ready;
  const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
  registration.active?.postMessage({ type: KEEP_PAGE, page: location.href, resources });
}
