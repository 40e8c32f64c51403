// The yardsticks of `npm run bench:http`: a bare Fastify server answering, from memory, the
// very bytes the shop answered for each path. With `headers` (the third argument) it sends
// the shop's headers too (the security headers, ETag, Cache-Control are part of the shop's
// answer); with `content-type` only the body and its content-type, the least any route sends.
// Reads `[{path, headers, body}]` (body in base64) from the JSON file named by its first
// argument and listens on the port of its second. With `beside-pglite` (the fourth) it first
// opens an empty PGlite in memory and leaves it idle, as the embedded shop holds its database in
// its own process: what that alone costs each request is the yardstick's to show, not the shop's.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [answersFile, port, mode = 'headers', beside] = process.argv.slice(2);
const idleDatabase =
  beside === 'beside-pglite' ? new (await import('@electric-sql/pglite')).PGlite() : undefined;
await idleDatabase?.waitReady;
const answers = JSON.parse(readFileSync(answersFile, 'utf8'));
const app = Fastify({ logger: false });
const sent = (headers) => (mode === 'content-type' ? { 'content-type': headers['content-type'] } : headers);
for (const answer of answers) {
  const body = Buffer.from(answer.body, 'base64');
  const [pathname] = answer.path.split('?');
  const byQuery = new Map(
    answers
      .filter((other) => other.path.split('?')[0] === pathname)
      .map((other) => [
        other.path,
        { headers: sent(other.headers), body: Buffer.from(other.body, 'base64') },
      ]),
  );
  if (app.hasRoute({ method: 'GET', url: pathname })) continue;
  app.get(pathname, (request, reply) => {
    const known = byQuery.get(request.url) ?? { headers: sent(answer.headers), body };
    reply.headers(known.headers).send(known.body);
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
