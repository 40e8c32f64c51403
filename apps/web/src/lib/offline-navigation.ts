/**
 * Without a connection a link inside the shop is followed by the browser, not by the router
 * (decision 0032): the service worker then answers with its copy of the page, as it was when
 * the shopper last saw it, or with the offline page and the products kept for reading. The
 * router would instead show the page's frame with a request that can only fail.
 */
export function followLinksThroughTheWorkerWhenOffline(): void {
  window.addEventListener(
    'click',
    (event) => {
      if (navigator.onLine !== false || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      if (url.origin !== location.origin || url.pathname.startsWith('/admin')) return;
      if (url.pathname === location.pathname && url.search === location.search) return;
      // Caught before React's own listener on the root, so the router never sees the click and
      // the browser navigates.
      event.stopPropagation();
    },
    { capture: true },
  );
}
