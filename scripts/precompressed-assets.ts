import { compression } from 'vite-plugin-compression2';

/**
 * The storefront's and the admin site's builds write a Brotli (.br) and a gzip (.gz) copy
 * beside each script, stylesheet and SVG, at the highest levels, for the server to send as
 * they are (@fastify/static's preCompressed). index.html is left out: the server answers it
 * as the history fallback and compresses it per answer. Every file gets both copies, even
 * the few that do not shrink, so none is compressed per request.
 */
export function precompressedAssets() {
  return compression({
    include: /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/,
    exclude: /(^|\/)\.vite\//,
    algorithms: ['brotliCompress', 'gzip'],
    skipIfLargerOrEqual: false,
  });
}
