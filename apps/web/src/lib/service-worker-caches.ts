/** The service worker's caches (src/service-worker.ts, decision 0032). */
export const PAGES_CACHE = 'pages';
export const IMAGES_CACHE = 'images';
/**
 * The catalogue's answers gained options and variants (decision 0036): the code of this build
 * reads them, so answers kept in the shape before are not served to it. The former cache goes
 * when this worker takes over.
 */
export const CATALOGUE_CACHE = 'catalogue-variants';
export const FORMER_CATALOGUE_CACHES = ['catalogue'];
/** Every cache the worker fills as the shopper browses, this build's and former ones (not the precache). */
export const RUNTIME_CACHES = [PAGES_CACHE, IMAGES_CACHE, CATALOGUE_CACHE, ...FORMER_CATALOGUE_CACHES];

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
