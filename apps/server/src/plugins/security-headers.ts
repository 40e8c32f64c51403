import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { type TrustedProxyRule, trustedProxyOf } from './trusted-proxy';
import type { App } from './zod-type-provider';

/** Paystack's InlineJS v2: the script, the checkout iframe it opens, and the API it calls from the page. */
export const PAYSTACK_ORIGINS = {
  script: 'https://js.paystack.co',
  checkout: 'https://checkout.paystack.com',
  api: 'https://api.paystack.co',
} as const;

const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;
export const STRICT_TRANSPORT_SECURITY = `max-age=${HSTS_MAX_AGE_S}`;

/**
 * The Content-Security-Policy of every page (docs/decisions/0008-security-headers.md).
 * Scripts come only from this origin (the built, hashed files) and Paystack's script
 * origin: no inline script, no `eval`, no inline event handlers. Nothing may frame the shop.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", PAYSTACK_ORIGINS.script],
  'script-src-attr': ["'none'"],
  // The built CSS is a file (the notifications' styles included: both apps use react-toastify's
  // unstyled build); React sets `style` props through the CSSOM, which the CSP does not govern.
  'style-src': ["'self'"],
  // blob: the private photos of a return request, fetched with the shopper's or staff's token
  // and shown from memory (decision 0063): an <img> of their address would carry no token.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", PAYSTACK_ORIGINS.api],
  'frame-src': [PAYSTACK_ORIGINS.checkout],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
} satisfies Record<string, string[]>;

const PAGE_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  crossOriginEmbedderPolicy: false,
  // Pages the payment provider opens from its frame (a bank's 3-D Secure page) keep their opener.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
  // Set per request, and only over HTTPS: a browser ignores it over http, and a shop run on
  // plain http (a laptop, the e2e run) must not be pinned to https for a year.
  strictTransportSecurity: false,
};

/** The headers helmet gives an answer with these options; they never depend on the request, so once. */
function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/** Every header of a page, a script, a stylesheet, an image: whatever a browser may render or run. */
export const PAGE_HEADERS = helmetHeaders(PAGE_OPTIONS);

/**
 * A JSON answer is never rendered as a document (nosniff keeps a browser from guessing
 * otherwise), so the policies that govern documents (CSP, framing, referrer, opener, DNS
 * prefetch) do nothing for it; it keeps nosniff and the rule that only this origin may embed
 * it (decision 0020). Its cache headers are its route's.
 */
export const JSON_ANSWER_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'x-content-type-options': PAGE_HEADERS['x-content-type-options']!,
  'cross-origin-resource-policy': PAGE_HEADERS['cross-origin-resource-policy']!,
});

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json(?:\s*;|\s*$)/i;

export function securityHeadersFor(contentType: unknown): Readonly<Record<string, string>> {
  return typeof contentType === 'string' && JSON_TYPE.test(contentType) ? JSON_ANSWER_HEADERS : PAGE_HEADERS;
}

/**
 * Whether a request came over HTTPS, as Fastify's `request.protocol` decides it with the
 * app's `trustProxy` (app.ts): X-Forwarded-Proto's last entry when the connection comes from a
 * trusted proxy (plugins/trusted-proxy.ts), else
 * the socket. Written for the raw request so that the answer cache's front door, which
 * answers before Fastify, decides it the same way.
 */
export function cameOverHttps(request: IncomingMessage, trustsProxy: TrustedProxyRule): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  if (forwarded && trustsProxy(request.socket?.remoteAddress ?? '', 0)) {
    const text = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
    return text.slice(text.lastIndexOf(',') + 1).trim() === 'https';
  }
  return (request.socket as { encrypted?: boolean } | undefined)?.encrypted === true;
}

/**
 * Security headers on every answer (decisions 0008 and 0020), decided by what the answer is
 * once it is made: a JSON answer carries `X-Content-Type-Options: nosniff` and
 * `Cross-Origin-Resource-Policy: same-origin`; everything else (pages, static files, the HTML
 * fallback, XML) carries helmet's whole set: the CSP above, nosniff, `Referrer-Policy:
 * strict-origin-when-cross-origin`, `X-Frame-Options: DENY`, COOP and the rest. HSTS goes on
 * any answer to a request that came over HTTPS (`cameOverHttps`, which believes
 * X-Forwarded-Proto only from a proxy of TRUST_PROXY_HOPS and TRUST_PROXY_ADDRESSES).
 * Cross-Origin-Embedder-Policy stays off: it would keep Paystack's checkout iframe and
 * cross-origin images out. A route that sets one of these headers itself keeps its own.
 *
 * Vite's dev server (`npm run dev`) serves the apps' pages and scripts itself and only
 * proxies /api to Fastify, so this policy never reaches hot reload (whose client needs
 * inline scripts and a WebSocket).
 */
export function registerSecurityHeaders(app: App) {
  const trustsProxy = trustedProxyOf(app.config);
  app.addHook('onSend', async (request, reply, payload) => {
    const headers = securityHeadersFor(reply.getHeader('content-type'));
    for (const name in headers) {
      if (!reply.hasHeader(name)) reply.header(name, headers[name]);
    }
    if (cameOverHttps(request.raw, trustsProxy)) {
      reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    }
    return payload;
  });
}
