import type { Server } from 'node:http';
import { API_MESSAGES } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from a SIGTERM or SIGINT until the process exits. */
    draining: boolean;
    /** Starts the drain: /api/health answers 503 (a load balancer takes the server out). */
    startDraining(): void;
    /** The server stops accepting: from now on every answer closes its connection. */
    closingConnections: boolean;
  }
}

/**
 * A server being shut down (main.ts) first answers `/api/health` 503 so a load balancer takes it
 * out, serving everything else as usual on the connections clients already have (were they
 * told to close them now, each next request would open a new connection, and those left
 * waiting in the listen queue are reset when it closes). Then it stops accepting, and from
 * then on every answer says `Connection: close`, so clients do not send more to a socket about
 * to close.
 */
export function registerDraining(app: FastifyInstance): void {
  app.decorate('draining', false);
  app.decorate('closingConnections', false);
  app.decorate('startDraining', function startDraining(this: FastifyInstance) {
    this.draining = true;
  });
  app.addHook('onRequest', async (request) => {
    if (app.draining && request.url.split('?')[0] === '/api/health') {
      throw new HttpError(503, API_MESSAGES.shuttingDown);
    }
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (app.closingConnections) reply.header('Connection', 'close');
    return payload;
  });
}

/** How long a connection idle when the server stops accepting is left to its client. */
const IDLE_NOTICE_MS = 1000;

/**
 * Stops accepting and resolves once every connection has ended. Node's close() would also cut
 * at once every connection idle at that instant, and with many shoppers some are idle only for
 * the moment between one answer and their next request, which would meet a reset. So a
 * connection gets one more request (answered with Connection: close, which ends it), and only
 * those still idle a second later are closed.
 */
export async function stopAccepting(server: Server): Promise<void> {
  const closed = new Promise((resolve) => {
    const closeIdleConnections = server.closeIdleConnections;
    server.closeIdleConnections = () => {};
    server.close(resolve);
    setTimeout(() => closeIdleConnections.call(server), IDLE_NOTICE_MS).unref();
  });
  await closed;
}
