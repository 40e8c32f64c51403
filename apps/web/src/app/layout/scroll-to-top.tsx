import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Every route change starts at the top of the page (docs/product/storefront.md#routes). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    // The path is read so that the effect runs again on every route change.
    if (pathname) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
