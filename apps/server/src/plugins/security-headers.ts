import helmet from '@fastify/helmet';
import type { App } from './zod-type-provider';

/** Paystack's InlineJS v2: the script, the checkout iframe it opens, and the API it calls from the page. */
export const PAYSTACK_ORIGINS = {
  script: 'https://js.paystack.co',
  checkout: 'https://checkout.paystack.com',
  api: 'https://api.paystack.co',
} as const;

const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * react-toastify 11's ToastContainer writes its stylesheet (ReactToastify.css, byte for
 * byte) into a <style> in <head>, in both apps. An upgrade that changes it fails
 * test/security-headers.test.ts and every e2e journey (a CSP violation) until this follows.
 */
export const REACT_TOASTIFY_STYLE_HASH = "'sha256-wBAOjWqzlHdwhuIyV//yRl4v0VNTHc3TOqbIfNXoA7k='";

/**
 * The Content-Security-Policy of every answer (docs/decisions/0008-security-headers.md).
 * Scripts come only from this origin (the built, hashed files) and Paystack's script
 * origin: no inline script, no `eval`, no inline event handlers. Nothing may frame the shop.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", PAYSTACK_ORIGINS.script],
  'script-src-attr': ["'none'"],
  // The built CSS is a file; React sets `style` props through the CSSOM, which the CSP does
  // not govern. The one inline <style> is react-toastify's, allowed by its hash only.
  'style-src': ["'self'", REACT_TOASTIFY_STYLE_HASH],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", PAYSTACK_ORIGINS.api],
  'frame-src': [PAYSTACK_ORIGINS.checkout],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
} satisfies Record<string, string[]>;

/**
 * Strict security headers on every answer (API, static files, the HTML fallback, errors):
 * the CSP above, `X-Content-Type-Options: nosniff`, `Referrer-Policy:
 * strict-origin-when-cross-origin`, `X-Frame-Options: DENY`, and HSTS only on a request that
 * came over HTTPS (`request.protocol`, which believes X-Forwarded-Proto only from the
 * TRUST_PROXY_HOPS proxies in front). Cross-Origin-Embedder-Policy stays off: it would
 * keep Paystack's checkout iframe and cross-origin images out.
 *
 * Vite's dev server (`npm run dev`) serves the apps' pages and scripts itself and only
 * proxies /api to Fastify, so this policy never reaches hot reload (whose client needs
 * inline scripts and a WebSocket); the API answers it proxies carry it, which is harmless.
 */
export async function registerSecurityHeaders(app: App) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
    // Pages the payment provider opens from its frame (a bank's 3-D Secure page) keep their opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Set below, and only over HTTPS: a browser ignores it over http, and a shop run on
    // plain http (a laptop, the e2e run) must not be pinned to https for a year.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_S}`);
    }
  });
}
