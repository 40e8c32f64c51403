import { expect, type Page } from '@playwright/test';

/**
 * Waits until the storefront's service worker (decision 0032) controls the page and keeps a
 * copy of it: the page registers the worker once it has loaded and the main thread is idle,
 * and keeps the page it was installed from.
 */
export async function waitForOfflineCopy(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const kept = await caches.match(location.href, { cacheName: 'pages' });
          return Boolean(navigator.serviceWorker.controller && kept);
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}
