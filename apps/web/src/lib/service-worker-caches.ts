/** The service worker's caches (src/service-worker.ts, decision 0032). */
export const PAGES_CACHE = 'pages';
export const IMAGES_CACHE = 'images';

/**
 * The message a page sends the worker that has just been installed from it: keep this page and
 * the pictures among `resources` (the page's downloads), which came before the worker could.
 */
export const KEEP_PAGE = 'KEEP_PAGE';

export interface KeepPageMessage {
  type: typeof KEEP_PAGE;
  page: string;
  resources: string[];
}
