import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { forgetPersonalCacheEntries } from './lib/forget-personal-cache-entries';
import {
  CATALOGUE_CACHE,
  FORMER_CATALOGUE_CACHES,
  IMAGES_CACHE,
  KEEP_PAGE,
  type KeepPageMessage,
  PAGES_CACHE,
} from './lib/service-worker-caches';
import { isPersonalScreen, mayKeep } from './lib/service-worker-caching-rules';

/**
 * The storefront's service worker (decision 0032), built by vite-plugin-pwa with Workbox:
 * - precached: the app's code and styles, the icons, the bare app shell (index.html) and
 *   offline.html, so a page opened offline hydrates with the code it was rendered for;
 * - pages: network first, so a deploy or a price change shows at once online; the copy kept
 *   opens offline. A personal screen (cart, checkout, account) is never kept and gets the app
 *   shell offline (the browser renders those anyway); another page never kept gets offline.html;
 * - the catalogue's answers: stale-while-revalidate, so a listing opened offline still lists;
 * - pictures: cache first (an address never changes what it shows).
 * Nothing of the admin site or of a shopper's own answers (cart, orders, profile) is kept, nor
 * a personal screen or an address with a secret such as a reset link (decision 0047,
 * lib/service-worker-caching-rules.ts): a phone is often shared, and the next person would find them.
 */
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent & { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
  addEventListener(
    type: 'activate',
    listener: (event: Event & { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
  skipWaiting(): Promise<void>;
};

const DAY_S = 24 * 60 * 60;

/** Every strategy stores an answer only if the caching rules let it (decision 0047). */
const keepOnlyWhatMayBeKept: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => (mayKeep(request, response) ? response : null),
};

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// On the first install the worker serves the page it was installed from at once; a new
// deploy's worker waits for the shopper's yes (SKIP_WAITING from app/register-service-worker.ts).
clientsClaim();
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (event.data?.type === KEEP_PAGE) event.waitUntil(keepPage(event.data as KeepPageMessage));
});
self.addEventListener('activate', (event) => {
  // A former build's worker kept reset links and personal screens: they go when this one takes over.
  event.waitUntil(
    Promise.all([
      ...FORMER_CATALOGUE_CACHES.map((name) => caches.delete(name)),
      forgetPersonalCacheEntries(),
    ]),
  );
});

const isPicture = (url: URL) =>
  url.origin === self.location.origin &&
  (url.pathname.startsWith('/images/') || url.pathname.startsWith('/uploads/'));

/** The page the worker was installed from, and its pictures (app/register-service-worker.ts). */
async function keepPage({ page, resources }: KeepPageMessage) {
  try {
    const pageUrl = new URL(page);
    const pictures = resources.map((resource) => new URL(resource)).filter(isPicture);
    const keptPage = isShopPage({ request: { mode: 'navigate' } as Request, url: pageUrl })
      ? keepIfAllowed(PAGES_CACHE, pageUrl)
      : undefined;
    await Promise.all([keptPage, ...pictures.map((url) => keepIfAllowed(IMAGES_CACHE, url))]);
  } catch {
    // An unreadable address, a full disk or a refused request: this page is fetched again next time.
  }
}

/** `cache.add` would store any answer, past the strategies' plugins: the rules are asked here. */
async function keepIfAllowed(cacheName: string, url: URL) {
  const request = new Request(url);
  const response = await fetch(request);
  if (mayKeep(request, response)) await (await caches.open(cacheName)).put(request, response);
}

const isShopPage = ({ request, url }: { request: Request; url: URL }) =>
  request.mode === 'navigate' &&
  url.origin === self.location.origin &&
  !url.pathname.startsWith('/admin') &&
  !url.pathname.startsWith('/api/');

registerRoute(
  isShopPage,
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    plugins: [
      keepOnlyWhatMayBeKept,
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_S }),
      {
        // No connection and no copy of this page: the app shell for a personal screen,
        // otherwise the offline page with the products kept.
        handlerDidError: async ({ request }) => {
          const personal = isPersonalScreen(new URL(request.url));
          return (await matchPrecache(personal ? '/index.html' : '/offline.html')) ?? undefined;
        },
      },
    ],
  }),
);

registerRoute(
  ({ url }) =>
    url.origin === self.location.origin &&
    /^\/api\/(product\/|hero\/list$|info\/get$|delivery-fees\/$)/.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: CATALOGUE_CACHE,
    plugins: [keepOnlyWhatMayBeKept, new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * DAY_S })],
  }),
);

registerRoute(
  ({ url }) => isPicture(url),
  new CacheFirst({
    cacheName: IMAGES_CACHE,
    plugins: [
      keepOnlyWhatMayBeKept,
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);
