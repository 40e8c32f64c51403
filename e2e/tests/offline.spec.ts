import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { formatGhs, OFFLINE_MESSAGES, OFFLINE_PAGE_TEXT } from '@shop/shared';
import { chromiumPath } from '../playwright.config';
import { E2E_BASE_URL } from '../support/environment';
import { toastText, twoStockedProducts } from './customer-helpers';
import { expect, test, unansweredLoad } from './fixtures';
import { waitForOfflineCopy } from './offline-helpers';

// The shop's service worker is what these journeys test (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** The installable shop that stays useful when the signal drops (decision 0032). */
test.describe('offline', () => {
  test.beforeEach(({ pageGuard }) => {
    // Without a connection every request the page still makes fails with net::ERR_INTERNET_DISCONNECTED.
    pageGuard.allowConsoleError(unansweredLoad);
  });

  test('a visited product page reloads offline with its name, price and the offline bar; Add To Cart says it needs a connection; back online the bar goes', async ({
    page,
    context,
    request,
  }) => {
    const [product] = await twoStockedProducts(request);
    await page.goto(`/singleProducts/${product.id}`);
    await expect(page.getByTestId('offline-bar')).toHaveCount(0);
    await waitForOfflineCopy(page);

    await context.setOffline(true);
    await page.reload();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByTestId('product-price')).toHaveText(formatGhs(product.price));
    await expect(page.getByTestId('offline-bar')).toHaveText(OFFLINE_MESSAGES.offlineBar);

    await main.getByRole('button', { name: 'Add To Cart', exact: true }).click();
    await expect(toastText(page, OFFLINE_MESSAGES.needsConnection)).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByTestId('offline-bar')).toHaveCount(0);
  });

  test('a page never opened shows the offline page with the products visited', async ({
    page,
    context,
    request,
  }) => {
    const [first, second] = await twoStockedProducts(request);
    await page.goto(`/singleProducts/${first.id}`);
    await waitForOfflineCopy(page);
    await page.goto(`/singleProducts/${second.id}`);

    await context.setOffline(true);
    // A link followed offline goes to the worker, which has no copy of /about.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: OFFLINE_PAGE_TEXT.heading })).toBeVisible();
    const visited = page.getByRole('list').getByRole('link');
    await expect(visited).toHaveCount(2);
    // The newest first, each with its price, and each opens from the worker's copy.
    await expect(visited.first()).toContainText(second.name);
    await expect(visited.first()).toContainText(formatGhs(second.price));
    await expect(visited.nth(1)).toContainText(first.name);
    await visited.nth(1).click();
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    await expect(page.getByTestId('offline-bar')).toHaveText(OFFLINE_MESSAGES.offlineBar);
  });

  test('the web app manifest and the service worker pass Chromium installability checks', async () => {
    // Chromium offers no install in an incognito profile, which is what each test's context is:
    // this test opens the shop in a profile of its own, as a shopper's browser is.
    const profile = mkdtempSync(path.join(tmpdir(), 'e2e-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
      baseURL: E2E_BASE_URL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await waitForOfflineCopy(page);
      const manifest = await (await page.request.get('/manifest.webmanifest')).json();
      expect(manifest).toMatchObject({ name: 'Kwik Tech Ghana', start_url: '/', display: 'standalone' });
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
      for (const icon of manifest.icons as { src: string }[]) {
        const answer = await page.request.get(icon.src);
        expect(answer.headers()['content-type']).toBe('image/png');
      }
      // What Lighthouse's installability audit asked Chromium (before Lighthouse 12 dropped it).
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
