import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A reverse proxy on 127.0.0.1 in front of a test's server, adding the address it heard from
 * to X-Forwarded-For as a load balancer does; `url` is its own address.
 */
export async function startForwardingProxy(
  targetPort: number,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((incoming, outgoing) => {
    const heard = incoming.socket.remoteAddress ?? '127.0.0.1';
    const earlier = incoming.headers['x-forwarded-for'];
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: targetPort,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, 'x-forwarded-for': earlier ? `${earlier}, ${heard}` : heard },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
