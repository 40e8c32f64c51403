import type { FastifyRequest } from 'fastify';

/**
 * The public origin of a request (`https://shop.example`). The app trusts the proxy, so
 * behind a load balancer this is the address the shopper used, not the internal one.
 */
export function siteOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
