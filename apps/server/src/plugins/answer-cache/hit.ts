import type { IncomingMessage, ServerResponse } from 'node:http';
import { COMPRESSION_THRESHOLD_BYTES, compressNow, preferredEncoding } from '../compression';
import { cameOverHttps, STRICT_TRANSPORT_SECURITY } from '../security-headers';
import { trustedProxyOf } from '../trusted-proxy';
import type { App } from '../zod-type-provider';
import type { StoredAnswer } from './stored-answer';

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

function buildHead(answer: StoredAnswer, form: Form, length: number): string[] {
  const head: string[] = [];
  for (const [name, value] of Object.entries(answer.headers)) head.push(name, value);
  head.push('content-type', answer.contentType, 'cache-control', answer.cacheControl);
  head.push('etag', answer.etag, 'vary', 'Accept-Encoding', 'content-length', String(length));
  if (form !== 'identity') head.push('content-encoding', form);
  return head;
}

/** The head of one of the answer's kept forms (its length never changes). */
function headOf(answer: StoredAnswer, form: Form, length: number): string[] {
  let forms = heads.get(answer);
  if (!forms) {
    forms = new Map();
    heads.set(answer, forms);
  }
  let head = forms.get(form);
  if (!head) {
    head = buildHead(answer, form, length);
    forms.set(form, head);
  }
  return head;
}

/** What this sending adds to the answer's own head: HSTS over HTTPS, `Connection: close` while closing. */
function withSendingHeaders(app: App, request: IncomingMessage, head: string[]): string[] {
  const secure = cameOverHttps(request, trustedProxyOf(app.config));
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
 * Brotli or gzip gets the form made in the background, or, until it is ready, one made for
 * this request as @fastify/compress would; HEAD describes the plain answer. Answers the status
 * sent. Hits are counted by the caller, not logged one by one (decision 0016).
 */
export function sendHit(
  app: App,
  request: IncomingMessage,
  response: ServerResponse,
  answer: StoredAnswer,
): 200 | 304 {
  if (matches(request.headers['if-none-match'], answer.etag)) {
    const head = ['etag', answer.etag, 'cache-control', answer.cacheControl, 'vary', 'Accept-Encoding'];
    response.writeHead(304, withSendingHeaders(app, request, head));
    response.end();
    return 304;
  }
  let body = answer.body;
  let head: string[] | undefined;
  const accepted = request.headers['accept-encoding'];
  if (accepted && request.method === 'GET' && body.length >= COMPRESSION_THRESHOLD_BYTES) {
    const encoding = preferredEncoding(accepted);
    if (encoding) {
      const kept = encoding === 'br' ? answer.brotli : answer.gzip;
      body = kept ?? compressNow(body, encoding);
      head = kept ? headOf(answer, encoding, body.length) : buildHead(answer, encoding, body.length);
    }
  }
  head ??= headOf(answer, 'identity', body.length);
  response.writeHead(200, withSendingHeaders(app, request, head));
  // Node leaves out the body of an answer to HEAD; `inject` would not.
  response.end(request.method === 'HEAD' ? undefined : body);
  return 200;
}

export function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return (
    header === '*' || header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)
  );
}
