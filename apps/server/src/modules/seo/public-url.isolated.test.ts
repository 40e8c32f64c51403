import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers/test-app';

// A stand-in build of the storefront, and its server renderer from source, so pages are
// rendered whether or not `npm run build` ran (as in server-rendering.isolated.test.ts).
const site = vi.hoisted(() => ({ folder: '', entry: '' }));
vi.mock('../../paths', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../paths')>();
  return {
    ...original,
    get webDistFolder() {
      return site.folder;
    },
    get webServerEntry() {
      return site.entry;
    },
  };
});

site.folder = mkdtempSync(path.join(os.tmpdir(), 'shop-public-url-'));
writeFileSync(
  path.join(site.folder, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Template</title></head><body><div id="root"></div></body></html>',
);
site.entry = path.resolve(import.meta.dirname, '../../../../web/src/ssr/entry-server.tsx');

const PUBLIC_URL = 'https://shop.example.com';
const FORGED_HOST = { host: 'attacker.test', 'x-forwarded-host': 'attacker.test' };

describeEachDatabase(
  'absolute links with PUBLIC_URL set',
  { seed: true, config: { publicUrl: PUBLIC_URL } },
  (context) => {
    const get = (url: string) => context.app.inject({ method: 'GET', url, headers: FORGED_HOST });

    it("takes a product page's canonical, og:url and og:image from PUBLIC_URL, never the Host header", async () => {
      const [product] = (await context.app.inject({ method: 'GET', url: '/api/product/list?limit=1' })).json()
        .products;
      const html = (await get(`/singleProducts/${product.id}`)).body;
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/singleProducts/${product.id}" />`);
      expect(html).toContain(`property="og:url" content="${PUBLIC_URL}/singleProducts/${product.id}"`);
      expect(html).toContain(`property="og:image" content="${PUBLIC_URL}/`);
      expect(html).not.toContain('attacker.test');
    });

    it('writes the sitemap and robots.txt with PUBLIC_URL, never the Host header', async () => {
      const sitemap = (await get('/sitemap.xml')).body;
      expect(sitemap).toContain(`<loc>${PUBLIC_URL}/</loc>`);
      expect(sitemap).not.toContain('attacker.test');
      const robots = (await get('/robots.txt')).body;
      expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
      expect(robots).not.toContain('attacker.test');
    });
  },
);

describeEachDatabase('absolute links without PUBLIC_URL', { seed: true }, (context) => {
  it("falls back to the request's own origin", async () => {
    const robots = await context.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'shop.test' },
    });
    expect(robots.body).toContain('Sitemap: http://shop.test/sitemap.xml');
  });
});
