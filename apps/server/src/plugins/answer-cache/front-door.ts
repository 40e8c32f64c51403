import type { IncomingMessage, ServerResponse } from 'node:http';
import type { App } from '../zod-type-provider';

/**
 * The front door: answers a request for a URL the cache already knows straight from the
 * HTTP server's request event, before Fastify routes it, the way a CDN in front would.
 * `answerKnownUrl` (index.ts) decides and sends, the same function the Fastify path calls
 * for requests made through `inject`; whatever it does not answer goes to Fastify as usual.
 */
export function installFrontDoor(
  app: App,
  answerKnownUrl: (request: IncomingMessage, response: ServerResponse) => boolean,
) {
  const server = app.server;
  const [fastifyListener] = server.listeners('request') as ((
    request: IncomingMessage,
    response: ServerResponse,
  ) => void)[];
  if (!fastifyListener) return;
  server.removeListener('request', fastifyListener);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!answerKnownUrl(request, response)) fastifyListener(request, response);
  });
}
