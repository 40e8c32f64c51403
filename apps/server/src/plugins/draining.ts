import type { Server } from 'node:http';
import { API_MESSAGES } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';
import { closeQuietConnections, watchConnections } from './quiet-connections';

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
 * to close. A request on a new connection after that is refused by the system
 * (ECONNREFUSED): it never reached the server, so a client may send it elsewhere.
 */
export function registerDraining(app: FastifyInstance): void {
  app.decorate('draining', false);
  watchConnections(app.server);
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

/** How long the server must have had no new request before it closes the connections left idle. */
const QUIET_MS = 1000;
const QUIET_CHECK_MS = 100;

/** Resolves after the event loop's next poll phase: sockets with data waiting are read first. */
const afterPoll = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Waits until the clients have stopped sending, then stops accepting, calls `listenerClosed`
 * (from then on answers say Connection: close), and resolves once every connection has ended,
 * resetting none:
 * - Closing the listener resets the connections the system has queued but Node not yet taken,
 *   and Node takes one queued connection per poll phase of its event loop: a server whose
 *   event loop is busy (PGlite runs in it; more so beside another process using the CPU)
 *   leaves dozens queued for seconds, their requests unread. So the listener stays open,
 *   taking and serving new connections, until no request has come for QUIET_MS (a load
 *   balancer that saw the 503 has stopped sending by then), or until `acceptUntil` if clients
 *   never stop; then until a whole poll phase has taken no connection, so none is left in the
 *   queue (or until `closeBy`, when connections never stop coming); and it closes then.
 * - Node's close() would also cut every connection it counts as idle at that instant, which
 *   includes an answer ended but still in its socket's buffer (a busy client reads slowly) and
 *   a connection accepted whose request is not read yet: each a reset. So each connection may
 *   bring one more request (answered with Connection: close, which ends it), and the others
 *   are closed only once no request at all has come for QUIET_MS and the connection itself
 *   has had nothing under way for as long (quiet-connections.ts). The check runs after a poll
 *   phase, so a stalled event loop cannot mistake a connection with a request waiting in its
 *   socket for an idle one.
 */
export async function stopAccepting(
  server: Server,
  listenerClosed: () => void = () => {},
  acceptUntil = Number.POSITIVE_INFINITY,
  closeBy = acceptUntil,
): Promise<void> {
  let lastRequestAt = Date.now();
  const noteRequest = () => {
    lastRequestAt = Date.now();
  };
  let connectionsTaken = 0;
  const noteConnection = () => {
    connectionsTaken += 1;
  };
  server.on('connection', noteConnection);
  const quietFor = async () => {
    await afterPoll();
    return Date.now() - lastRequestAt;
  };
  /** True when a whole poll phase took no connection: the system's queue was empty. */
  const queueEmpty = async () => {
    await afterPoll();
    const before = connectionsTaken;
    await afterPoll();
    return connectionsTaken === before;
  };
  server.on('request', noteRequest);
  try {
    while ((await quietFor()) < QUIET_MS && Date.now() < acceptUntil) {
      await new Promise((resolve) => setTimeout(resolve, QUIET_CHECK_MS));
    }
    // Node takes one queued connection per poll phase: wait for a phase that took none.
    while (Date.now() < closeBy) {
      if (await queueEmpty()) break;
    }
    // Node's close() first cuts what it counts as idle; quiet-connections.ts decides instead.
    server.closeIdleConnections = () => {};
    const closed = new Promise((resolve) => server.close(resolve));
    // Only now may answers tell clients to close: one told before would open its next
    // connection into the listen queue just in time to be reset by the close.
    listenerClosed();
    const quietCheck = setInterval(async () => {
      if ((await quietFor()) >= QUIET_MS) closeQuietConnections(server, QUIET_MS);
    }, QUIET_CHECK_MS);
    try {
      await closed;
    } finally {
      clearInterval(quietCheck);
    }
  } finally {
    server.off('request', noteRequest);
    server.off('connection', noteConnection);
  }
}
