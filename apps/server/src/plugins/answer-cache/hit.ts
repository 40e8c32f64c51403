import type { IncomingMessage, ServerResponse } from 'node:http';
import { COMPRESSION_THRESHOLD_BYTES, preferredEncoding } from '../compression';
import { cameOverHttps, STRICT_TRANSPORT_SECURITY } from '../security-headers';
import type { App } from '../zod-type-provider';
import type { StoredAnswer } from './answer-store';

/**
 * Headers that belong to one sending, not to the answer: worked out afresh for each hit
 * (`sendHit`) from the request and the server's state, never kept with the answer.
 */
const PER_SENDING = new Set([
  'content-length',
  'content-encoding',
  'content-type',
  'cache-control',
  'etag',
  'vary',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'set-cookie',
  'strict-transport-security',
]);

/** The headers of an answer worth sending again with it: the app's security headers and such. */
export function lastingHeaders(
  headers: Record<string, string | number | string[] | undefined>,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_SENDING.has(name.toLowerCase())) continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return kept;
}

type Form = 'identity' | 'br' | 'gzip';

/** Each answer's head per form, built once: a hit then only writes what is ready. */
const heads = new WeakMap<StoredAnswer, Map<Form, string[]>>();

function headOf(answer: StoredAnswer, form: Form, length: number): string[] {
  let forms = heads.get(answer);
  if (!forms) {
    forms = new Map();
    heads.set(answer, forms);
  }
  let head = forms.get(form);
  if (!head) {
    head = [];
    for (const [name, value] of Object.entries(answer.headers)) head.push(name, value);
    head.push('content-type', answer.contentType, 'cache-control', answer.cacheControl);
    head.push('etag', answer.etag, 'vary', 'Accept-Encoding', 'content-length', String(length));
    if (form !== 'identity') head.push('content-encoding', form);
    forms.set(form, head);
  }
  return head;
}

/** What this sending adds to the answer's own head: HSTS over HTTPS, `Connection: close` while closing. */
function withSendingHeaders(app: App, request: IncomingMessage, head: string[]): string[] {
  const secure = cameOverHttps(request, app.config.trustProxyHops);
  if (!secure && !app.closingConnections) return head;
  const sent = [...head];
  if (secure) sent.push('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  // The drain (plugins/draining.ts): clients must not send more on a socket about to close.
  if (app.closingConnections) sent.push('connection', 'close');
  return sent;
}

/**
 * Sends a kept answer: the one way a hit goes out, whether the front door found it before
 * Fastify (front-door.ts) or a Fastify hook did (index.ts, after `reply.hijack()`), so both
 * send the same bytes and headers. A matching If-None-Match gets a 304; a GET that takes
 * Brotli or gzip gets the form made in the background, once it is ready; HEAD describes the
 * plain answer (Node sends no body for HEAD). Hits are counted by the caller, not logged one
 * by one (decision 0016).
 */
export function sendHit(app: App, request: IncomingMessage, response: ServerResponse, answer: StoredAnswer) {
  if (matches(request.headers['if-none-match'], answer.etag)) {
    const head = ['etag', answer.etag, 'cache-control', answer.cacheControl, 'vary', 'Accept-Encoding'];
    response.writeHead(304, withSendingHeaders(app, request, head));
    response.end();
    return;
  }
  let form: Form = 'identity';
  let body = answer.body;
  const accepted = request.headers['accept-encoding'];
  if (accepted && request.method === 'GET' && body.length >= COMPRESSION_THRESHOLD_BYTES) {
    const encoding = preferredEncoding(accepted);
    const compressed = encoding === 'br' ? answer.brotli : encoding === 'gzip' ? answer.gzip : undefined;
    if (encoding && compressed) {
      form = encoding;
      body = compressed;
    }
  }
  response.writeHead(200, withSendingHeaders(app, request, headOf(answer, form, body.length)));
  response.end(body);
}

export function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return (
    header === '*' || header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)
  );
}
