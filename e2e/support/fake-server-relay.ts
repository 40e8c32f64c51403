import type { IncomingMessage, ServerResponse } from 'node:http';

/*
 * What the e2e fakes (Paystack, Africa's Talking, WhatsApp) share: each is a small HTTP server in
 * front of the API tests' own fake of the same service, relaying the service's calls to it
 * unchanged and answering its test-only calls (/__e2e/...) itself.
 */

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** Relays a call to the API tests' fake at `target` as it came, with the headers the service reads. */
export async function relay(
  request: IncomingMessage,
  response: ServerResponse,
  body: Buffer,
  target: string,
  headerNames: string[],
): Promise<void> {
  const headers: Record<string, string> = {};
  for (const name of headerNames) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const answer = await fetch(`${target}${request.url ?? '/'}`, {
    method: request.method ?? 'GET',
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(body),
  });
  response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
  response.end(Buffer.from(await answer.arrayBuffer()));
}
