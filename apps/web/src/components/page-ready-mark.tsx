import { useEffect } from 'react';

/**
 * Marks the document once the page's own part has hydrated (`<html data-hydrated>`): the
 * server's HTML shows at once, but its buttons and forms answer only from then on. Browser
 * tests wait for it before they click.
 */
export function PageReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
