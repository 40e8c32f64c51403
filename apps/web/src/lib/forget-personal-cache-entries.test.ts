import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeCacheStorage } from '../test/fake-cache-storage';
import { forgetPersonalCacheEntries } from './forget-personal-cache-entries';

const shop = window.location.origin;
const resetLink = `${shop}/reset_password?token=6f1c2b9e8d7a4c3b2a1f0e9d8c7b6a5f`;
const precache = 'workbox-precache-v2-https://shop.example/';

let storage: FakeCacheStorage;

/** What a former build's worker left, as it kept every page opened (before decision 0047). */
async function keptByAFormerWorker() {
  const page = () => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } });
  const pages = await storage.open('pages');
  for (const path of ['/', '/singleProducts/12?colour=Blue', '/profile', '/track_order', '/cart']) {
    await pages.put(`${shop}${path}`, page());
  }
  await pages.put(resetLink, page());
  const catalogue = await storage.open('catalogue-variants');
  await catalogue.put(`${shop}/api/product/12`, new Response('{}'));
  await (await storage.open('catalogue')).put(`${shop}/api/orders/mine`, new Response('{}'));
  await (await storage.open('images')).put(`${shop}/images/phone-320.webp`, new Response(''));
  // The precache's addresses carry a revision hash, which is no secret and no one's.
  await (await storage.open(precache)).put(
    `${shop}/index.html?__WB_REVISION__=4d2c6b1a9e8f7d6c5b4a3f2e1d0c9b8a`,
    page(),
  );
}

describe('forgetting what the service worker kept of a shopper (decision 0047)', () => {
  beforeEach(() => {
    storage = new FakeCacheStorage();
    vi.stubGlobal('caches', storage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('deletes reset links, personal screens and personal answers, and keeps the public shop', async () => {
    await keptByAFormerWorker();
    const forgotten = await forgetPersonalCacheEntries();
    expect(forgotten.sort()).toEqual(
      [resetLink, `${shop}/profile`, `${shop}/track_order`, `${shop}/cart`, `${shop}/api/orders/mine`].sort(),
    );
    expect((await storage.addresses()).sort()).toEqual(
      [
        `pages: ${shop}/`,
        `pages: ${shop}/singleProducts/12?colour=Blue`,
        `catalogue-variants: ${shop}/api/product/12`,
        `images: ${shop}/images/phone-320.webp`,
        `${precache}: ${shop}/index.html?__WB_REVISION__=4d2c6b1a9e8f7d6c5b4a3f2e1d0c9b8a`,
      ].sort(),
    );
  });

  it('creates no cache where the worker never made one', async () => {
    expect(await forgetPersonalCacheEntries()).toEqual([]);
    expect(await storage.keys()).toEqual([]);
  });
});
