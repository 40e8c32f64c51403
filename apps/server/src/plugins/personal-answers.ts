import type { FastifyInstance, FastifyRequest } from 'fastify';

/** API areas whose every answer is about one account or is staff-only. */
const PERSONAL_PREFIXES = ['/api/user', '/api/cart', '/api/orders', '/api/payments', '/api/admin'];

function isPersonal(request: FastifyRequest): boolean {
  // An answer built for a signed-in account depends on its session, whatever the route.
  if (request.user) return true;
  const path = request.url.split('?')[0] ?? '';
  return PERSONAL_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * `Cache-Control: no-store` on every personal and staff answer, errors included: no browser
 * back-forward cache, disk cache or shared proxy may keep a profile, cart, order, payment or
 * admin list where the next user of the machine or the proxy could read it. Public catalogue
 * answers keep their own caching (plugins/answer-cache).
 */
export function registerPersonalAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPersonal(request)) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
