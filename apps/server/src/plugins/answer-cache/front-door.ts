import type { IncomingMessage, ServerResponse } from 'node:http';
import type { App } from '../zod-type-provider';
import type { StoredAnswer } from './stored-answer';

/**
 * The front door: answers a request for a URL the cache already knows straight from the
 * HTTP server's request event, before Fastify routes it, the way a CDN in front would.
 * `knownAnswer` and `hit` (index.ts) are the ones the Fastify path calls for requests made
 * through `inject`; whatever has no known answer goes to Fastify as usual.
 *
 * Fastify's hooks never see these answers, so the front door counts them itself, on the
 * count the answer carries: from the answer found to its answer written, as Fastify times
 * from the route found. Nothing is timed while nothing counts.
 */
export function installFrontDoor(
  app: App,
  knownAnswer: (request: IncomingMessage) => StoredAnswer | undefined,
  hit: (request: IncomingMessage, response: ServerResponse, answer: StoredAnswer) => 200 | 304,
) {
  const server = app.server;
  const [fastifyListener] = server.listeners('request') as ((
    request: IncomingMessage,
    response: ServerResponse,
  ) => void)[];
  if (!fastifyListener) return;
  server.removeListener('request', fastifyListener);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const answer = knownAnswer(request);
    if (!answer) return fastifyListener(request, response);
    const count = answer.countFrontDoorHit;
    if (!count) {
      hit(request, response, answer);
      return;
    }
    const started = performance.now();
    const statusCode = hit(request, response, answer);
    count(request.method ?? 'GET', statusCode, (performance.now() - started) / 1000);
  });
}
