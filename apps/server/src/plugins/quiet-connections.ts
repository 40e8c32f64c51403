import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

interface Connection {
  /** Requests read on it whose answers have not all gone out yet. */
  answering: number;
  /** When it was accepted, last brought a request, or last finished an answer. */
  activeAt: number;
}

const watched = new WeakMap<Server, Map<Socket, Connection>>();

/**
 * Follows each connection of `server` from the moment it is accepted, for the drain
 * (draining.ts). Node's own closeIdleConnections knows less: it counts a connection as idle as
 * soon as its request has been read, so it cuts an answer that is ended but still waiting in
 * the socket for a client too busy to read it, and a connection whose first request has not
 * been read yet. On a loaded machine both are common, and each is a reset the client sees.
 */
export function watchConnections(server: Server): void {
  if (watched.has(server)) return;
  const connections = new Map<Socket, Connection>();
  watched.set(server, connections);
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { answering: 0, activeAt: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.answering += 1;
    connection.activeAt = Date.now();
    // 'close' comes once the answer has been handed to the system, or the connection is gone.
    response.once('close', () => {
      connection.answering -= 1;
      connection.activeAt = Date.now();
    });
  });
}

/**
 * Closes the connections of `server` that have had nothing under way for `quietMs`: no answer
 * being made or written, nothing left in the socket's buffer, and neither a request nor an
 * answer nor the connection itself newer than that.
 */
export function closeQuietConnections(server: Server, quietMs: number): void {
  const connections = watched.get(server);
  if (!connections) return;
  const now = Date.now();
  for (const [socket, connection] of connections) {
    const quiet =
      connection.answering === 0 && socket.writableLength === 0 && now - connection.activeAt >= quietMs;
    if (quiet) {
      socket.destroy();
      connections.delete(socket);
    }
  }
}
