import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../test/helpers/test-app';
import { PAGE_HEADERS } from './security-headers';

// Built sites of our own, so the HTML fallback is answered whether or not `npm run build` ran.
const builtSites = vi.hoisted(() => ({ web: '', admin: '' }));
vi.mock('../paths', async (importOriginal) => {
  const original = await importOriginal<typeof import('../paths')>();
  return {
    ...original,
    get webDistFolder() {
      return builtSites.web;
    },
    get adminDistFolder() {
      return builtSites.admin;
    },
    // The storefront's server renderer from source, so product pages are rendered as built ones are.
    get webServerEntry() {
      return path.resolve(import.meta.dirname, '../../../web/src/ssr/entry-server.tsx');
    },
  };
});

function writeBuiltSite(title: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-site-'));
  mkdirSync(path.join(folder, 'assets'));
  writeFileSync(
    path.join(folder, 'index.html'),
    `<!doctype html><html lang="en"><head><title>${title}</title>` +
      '<meta name="description" content="A shop" />' +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(folder, 'assets', 'index-abc123.js'), 'console.log("shop");\n');
  return folder;
}
builtSites.web = writeBuiltSite('Shop');
builtSites.admin = writeBuiltSite('Staff');

/** The policy as the browser reads it: each directive's sources. */
function parseCsp(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) {
      expect(directives.has(name), `${name} appears once`).toBe(false);
      directives.set(name.toLowerCase(), sources);
    }
  }
  return directives;
}

type Headers = Record<string, string | string[] | number | undefined>;

function expectStrictHeaders(headers: Headers) {
  const csp = parseCsp(headers['content-security-policy']);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  const scriptSrc = csp.get('script-src')!;
  expect(scriptSrc).toEqual(["'self'", 'https://js.paystack.co']);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.has('script-src-elem')).toBe(false);
  expect(csp.get('style-src')).toEqual(["'self'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.paystack.co']);
  expect(csp.get('frame-src')).toEqual(['https://checkout.paystack.com']);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  // Nothing anywhere allows inline scripts or eval.
  for (const [name, sources] of csp) {
    expect(sources, name).not.toContain("'unsafe-inline'");
    expect(sources, name).not.toContain("'unsafe-eval'");
  }

  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-embedder-policy']).toBeUndefined();
}

/** A JSON answer (decision 0020): nosniff and the embedding rule, none of the page's policies. */
function expectJsonAnswerHeaders(headers: Headers) {
  expect(headers['content-type']).toMatch(/^application\/json/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  for (const pageOnly of [
    'content-security-policy',
    'referrer-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
  ])
    expect(headers[pageOnly], pageOnly).toBeUndefined();
}

/** The header names of an answer, but those of the connection and the moment. */
const headerNames = (headers: Headers) =>
  Object.keys(headers)
    .filter((name) => !['date', 'connection', 'keep-alive'].includes(name))
    .sort();

describeEachDatabase('security headers on every answer', { seed: true }, (context) => {
  it('the storefront HTML fallback carries the CSP, nosniff, the referrer policy and the frame rule', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/track_order' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root">');
    expectStrictHeaders(response.headers);
  });

  it('a product page, whose HTML holds JSON-LD (a data block, not a script), and the admin site', async () => {
    const product = await context.app.inject({ method: 'GET', url: '/singleProducts/1' });
    expect(product.body).toContain('<script type="application/ld+json">');
    for (const response of [
      product,
      await context.app.inject({ method: 'GET', url: '/admin/' }),
      await context.app.inject({ method: 'GET', url: '/admin/orders' }),
    ]) {
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expectStrictHeaders(response.headers);
    }
  });

  it('a static file carries them too', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expectStrictHeaders(response.headers);
  });

  it('an API answer, an API error and an API 404 carry nosniff and CORP, not the page policies', async () => {
    for (const [url, status] of [
      ['/api/health', 200],
      ['/api/orders/order', 401],
      ['/api/nothing-here', 404],
    ] as const) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expectJsonAnswerHeaders(response.headers);
    }
  });

  it('lists the exact headers of a JSON answer and of a page', async () => {
    const product = await context.app.inject({ method: 'GET', url: '/api/product/3' });
    expect(product.statusCode).toBe(200);
    expect(headerNames(product.headers)).toEqual([
      'cache-control',
      'content-length',
      'content-type',
      'cross-origin-resource-policy',
      'etag',
      'vary',
      'x-content-type-options',
    ]);
    const health = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(headerNames(health.headers)).toEqual([
      'cache-control',
      'content-length',
      'content-type',
      'cross-origin-resource-policy',
      'x-content-type-options',
    ]);
    const page = await context.app.inject({ method: 'GET', url: '/track_order' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(headerNames(page.headers)).toEqual(
      [
        'cache-control',
        'content-length',
        'content-type',
        'content-security-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'origin-agent-cluster',
        'referrer-policy',
        'x-content-type-options',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-frame-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ].sort(),
    );
    for (const [name, value] of Object.entries(PAGE_HEADERS)) expect(page.headers[name], name).toBe(value);
  });

  it('sends no HSTS over plain http, even when the client claims https through X-Forwarded-Proto', async () => {
    const plain = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // TRUST_PROXY_HOPS is 0 here: the header is the client's own word, not a proxy's.
    const claimed = await context.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});

describeEachDatabase('HSTS behind a trusted proxy', { config: { trustProxyHops: 1 } }, (context) => {
  it('sends HSTS when the trusted proxy says the request came over https', async () => {
    for (const [url, expectHeaders] of [
      ['/api/health', expectJsonAnswerHeaders],
      ['/track_order', expectStrictHeaders],
    ] as const) {
      const response = await context.app.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000');
      expectHeaders(response.headers);
    }
  });

  it('sends none when the proxy says http', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
