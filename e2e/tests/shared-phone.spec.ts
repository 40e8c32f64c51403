import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ACCOUNT_MESSAGES, OFFLINE_PAGE_TEXT, PROFILE_LABELS } from '@shop/shared';
import { registerCustomer } from '../support/api';
import { submitLogin, toastText, twoStockedProducts } from './customer-helpers';
import { expect, test, unansweredLoad } from './fixtures';

// The shop's service worker is what this journey tests (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Waits until the storefront's service worker controls the page (decision 0032). */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Every address in every cache of the origin, and the text of what the worker kept while browsing. */
function cacheContents(page: Page) {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; text: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        // The precache holds the build's own files, the same for everyone.
        const text = name.startsWith('workbox-precache')
          ? ''
          : ((await (await cache.match(request))?.text()) ?? '');
        entries.push({ cache: name, url: request.url, text });
      }
    }
    return entries;
  });
}

/** The addresses Workbox's expiry noted in IndexedDB. */
function expiryRecords(page: Page) {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'workbox-expiration')) return [];
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open('workbox-expiration');
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    const records = await new Promise<{ url: string }[]>((resolve, reject) => {
      const reading = database.transaction('cache-entries').objectStore('cache-entries').getAll();
      reading.onsuccess = () => resolve(reading.result);
      reading.onerror = () => reject(reading.error);
    });
    database.close();
    return records.map((record) => record.url);
  });
}

const PERSONAL =
  /\/(reset_password|profile|cart|order|track_order|login)(\?|$)|\/api\/(user|cart|orders|payments)\b/;

/**
 * Everything the worker's caches and Workbox's expiry records hold that carries one of
 * `secrets`, is a personal screen or is a personal answer, as `where: address`.
 */
async function personalEntries(page: Page, secrets: string[]) {
  const carries = (text: string) => secrets.some((secret) => text.includes(secret));
  const kept = (await cacheContents(page)).filter(
    (entry) => carries(entry.url) || carries(entry.text) || PERSONAL.test(entry.url),
  );
  const noted = (await expiryRecords(page)).filter((url) => carries(url) || PERSONAL.test(url));
  return [...kept.map((entry) => `${entry.cache}: ${entry.url}`), ...noted.map((url) => `expiry: ${url}`)];
}

/** What a build before decision 0047 left: its worker kept every page opened, reset links too. */
function keptByAFormerWorker(page: Page, paths: string[]) {
  return page.evaluate(async (addresses) => {
    const pages = await caches.open('pages');
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open('workbox-expiration');
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    for (const path of addresses) {
      const url = new URL(path, location.href).href;
      await pages.put(url, new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }));
      await new Promise((resolve, reject) => {
        const writing = database
          .transaction('cache-entries', 'readwrite')
          .objectStore('cache-entries')
          .put({ id: `pages|${url}`, cacheName: 'pages', url, timestamp: Date.now() });
        writing.onsuccess = resolve;
        writing.onerror = () => reject(writing.error);
      });
    }
    database.close();
  }, paths);
}

/** Decision 0047: a phone shared in a family or a shop keeps nothing of the last person. */
test('after a reset link and a logout the service worker keeps no token and no personal page or answer, and the offline page shows no one’s history', async ({
  page,
  context,
  request,
  pageGuard,
}) => {
  test.setTimeout(90_000);
  // Without a connection every request the page still makes fails with net::ERR_INTERNET_DISCONNECTED.
  pageGuard.allowConsoleError(unansweredLoad);
  const [first, second] = await twoStockedProducts(request);
  const customer = await registerCustomer(request);
  // A link of the reset e-mail's shape (the server's token is 32 random bytes in base64url): the
  // worker never knows whether a token is still good, so any token tells what it keeps.
  const token = randomBytes(32).toString('base64url');
  const resetLink = `/reset_password?token=${token}`;
  const main = page.getByRole('main');

  await test.step('the shopper opens the reset link first: the worker is installed from it', async () => {
    await page.goto(resetLink);
    await waitForServiceWorker(page);
  });

  await test.step('browses, opens the link again, logs in and opens the account screens', async () => {
    for (const product of [first, second]) {
      await page.goto(`/singleProducts/${product.id}`);
      await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    }
    // The worker now answers navigations itself (network first into its pages cache).
    await expect.poll(() => page.evaluate((url) => caches.match(url).then(Boolean), page.url())).toBe(true);
    await page.goto(resetLink);
    await page.goto('/login');
    await submitLogin(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/profile$/);
    for (const screen of ['/profile', '/track_order', '/cart', '/order']) await page.goto(screen);
    await page.goto('/profile');
    await expect(main.getByText(customer.email)).toBeVisible();
    // What the offline page would list before the logout: the two products.
    const listed = await page.evaluate(() => JSON.parse(localStorage.getItem('visited-products') ?? '[]'));
    expect(listed).toHaveLength(2);
  });

  await test.step('the worker kept none of it but the public pages', async () => {
    const kept = (await cacheContents(page)).map((entry) => entry.url);
    expect(kept).toContain(new URL(`/singleProducts/${first.id}`, page.url()).href);
    expect(await personalEntries(page, [token, customer.email])).toEqual([]);
  });

  // A phone that ran the shop before this build: its worker stays in charge of an open tab until
  // the shopper agrees to reload, and it kept the reset link and the account screens.
  const formerToken = randomBytes(32).toString('base64url');
  await keptByAFormerWorker(page, [`/reset_password?token=${formerToken}`, '/profile', '/track_order']);
  expect(await personalEntries(page, [formerToken])).toHaveLength(6);

  await test.step('logs out', async () => {
    await main.getByRole('button', { name: PROFILE_LABELS.logout }).click();
    await expect(toastText(page, ACCOUNT_MESSAGES.loggedOut)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('no cache holds a token, a personal page or a personal answer, not even a former worker’s', async () => {
    await expect
      .poll(() => personalEntries(page, [token, formerToken, customer.email]), { timeout: 5_000 })
      .toEqual([]);
    // The public shop is still kept for the next person: the product pages opened.
    const kept = (await cacheContents(page)).map((entry) => entry.url);
    expect(kept).toContain(new URL(`/singleProducts/${first.id}`, page.url()).href);
  });

  await test.step('offline, a page never opened shows no one’s history', async () => {
    await context.setOffline(true);
    // A link followed offline goes to the worker, which has no copy of /about.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: OFFLINE_PAGE_TEXT.heading })).toBeVisible();
    await expect(page.getByText(OFFLINE_PAGE_TEXT.noneVisited)).toBeVisible();
    await expect(page.getByText(OFFLINE_PAGE_TEXT.visitedHeading)).toHaveCount(0);
    for (const product of [first, second]) await expect(page.getByText(product.name)).toHaveCount(0);
  });
});
