import type { FastifyRequest } from 'fastify';

/**
 * The shop's public address for absolute links (canonical, og:url, og:image, sitemap,
 * robots): PUBLIC_URL when it is set, so no Host header, forged or merely unexpected, can put
 * another site's address into a page a shared cache then serves to everyone. Without it, the
 * request's own origin (behind TRUST_PROXY_HOPS proxies, the address the shopper used).
 */
export function siteOrigin(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}
