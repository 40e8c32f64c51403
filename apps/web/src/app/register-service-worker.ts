import { registerSW } from 'virtual:pwa-register';
import { announceAppUpdate } from '../lib/app-update';
import { IMAGES_CACHE, PAGES_CACHE } from '../lib/service-worker-caches';

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

async function keepThisPage() {
  try {
    await navigator.serviceWorker.ready;
    const pictures = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => {
        const { origin, pathname } = new URL(url);
        return (
          origin === location.origin && (pathname.startsWith('/images/') || pathname.startsWith('/uploads/'))
        );
      });
    const [pages, images] = await Promise.all([caches.open(PAGES_CACHE), caches.open(IMAGES_CACHE)]);
    await Promise.all([pages.add(location.href), ...pictures.map((url) => images.add(url))]);
  } catch {
    // A full disk or a refused request: this page is fetched again next time.
  }
}
