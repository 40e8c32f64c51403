import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { paths } from './lib/paths';
import { IMAGES_CACHE, KEEP_PAGE, type KeepPageMessage, PAGES_CACHE } from './lib/service-worker-caches';

/**
 * The storefront's service worker (decision 0032), built by vite-plugin-pwa with Workbox:
 * - precached: the app's code and styles, the icons, the bare app shell (index.html) and
 *   offline.html, so a page opened offline hydrates with the code it was rendered for;
 * - pages: network first, so a deploy or a price change shows at once online; the copy kept
 *   opens offline. A page never kept gets the app shell if it is a personal screen (cart,
 *   checkout, account: the browser renders those anyway) and offline.html otherwise;
 * - the catalogue's answers: stale-while-revalidate, so a listing opened offline still lists;
 * - pictures: cache first (an address never changes what it shows).
 * Nothing of the admin site or of a shopper's own answers (cart, orders, profile) is kept.
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
/**
 * The catalogue's answers gained options and variants (decision 0036): the code of this build
 * reads them, so answers kept in the shape before are not served to it. The former cache goes
 * when this worker takes over.
 */
const CATALOGUE_CACHE = 'catalogue-variants';
const FORMER_CATALOGUE_CACHES = ['catalogue'];
/** Screens the browser renders from the app shell whatever the server sends (routes.tsx: clientOnly). */
const PERSONAL_SCREENS = new Set<string>([
  paths.cart,
  paths.order,
  paths.profile,
  paths.trackOrder,
  paths.login,
  paths.resetPassword,
]);

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
  event.waitUntil(Promise.all(FORMER_CATALOGUE_CACHES.map((name) => caches.delete(name))));
});

const isPicture = (url: URL) =>
  url.origin === self.location.origin &&
  (url.pathname.startsWith('/images/') || url.pathname.startsWith('/uploads/'));

/** The page the worker was installed from, and its pictures (app/register-service-worker.ts). */
async function keepPage({ page, resources }: KeepPageMessage) {
  try {
    const pageUrl = new URL(page);
    const pictures = resources.map((resource) => new URL(resource)).filter(isPicture);
    const [pages, images] = await Promise.all([caches.open(PAGES_CACHE), caches.open(IMAGES_CACHE)]);
    const keptPage = isShopPage({ request: { mode: 'navigate' } as Request, url: pageUrl })
      ? pages.add(pageUrl)
      : undefined;
    await Promise.all([keptPage, ...pictures.map((url) => images.add(url))]);
  } catch {
    // An unreadable address, a full disk or a refused request: this page is fetched again next time.
  }
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
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_S }),
      {
        // No connection and no copy of this page: the app shell for a personal screen,
        // otherwise the offline page with the products kept.
        handlerDidError: async ({ request }) => {
          const { pathname } = new URL(request.url);
          return (
            (await matchPrecache(PERSONAL_SCREENS.has(pathname) ? '/index.html' : '/offline.html')) ??
            undefined
          );
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
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * DAY_S }),
    ],
  }),
);

registerRoute(
  ({ url }) => isPicture(url),
  new CacheFirst({
    cacheName: IMAGES_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);
