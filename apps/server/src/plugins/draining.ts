import { API_MESSAGES } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from a SIGTERM or SIGINT until the process exits. */
    draining: boolean;
    /** Starts the drain: /api/health answers 503 and every answer closes its connection. */
    startDraining(): void;
  }
}

/**
 * A server being shut down (main.ts) stops accepting connections, and on the ones it has:
 * `/api/health` answers 503 so a load balancer takes it out, requests already read are
 * answered as usual, and every answer says `Connection: close` so the client's next request
 * goes to another server rather than to a socket about to close.
 */
export function registerDraining(app: FastifyInstance): void {
  app.decorate('draining', false);
  app.decorate('startDraining', function startDraining(this: FastifyInstance) {
    this.draining = true;
  });
  app.addHook('onRequest', async (request) => {
    if (app.draining && request.url.split('?')[0] === '/api/health') {
      throw new HttpError(503, API_MESSAGES.shuttingDown);
    }
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (app.draining) reply.header('Connection', 'close');
    return payload;
  });
}
