/** The service worker's caches that the page also fills (src/service-worker.ts, decision 0032). */
export const PAGES_CACHE = 'pages';
export const IMAGES_CACHE = 'images';
