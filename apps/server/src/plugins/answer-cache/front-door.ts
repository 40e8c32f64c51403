import type { IncomingMessage, ServerResponse } from 'node:http';
import { COMPRESSION_THRESHOLD_BYTES, preferredEncoding } from '../compression';
import type { App } from '../zod-type-provider';
import type { StoredAnswer } from './answer-store';

/** Headers that belong to one answer's sending, not to the answer. */
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

/**
 * Answers a GET for a URL the cache already knows straight from the HTTP server's request
 * event, before Fastify routes it: the way a CDN in front would, with the headers the app's
 * hooks gave the answer when it was made. Everything else, and every answer through
 * `inject`, goes through Fastify as usual. Hits are counted, not logged one by one
 * (decision 0016).
 */
export function installFrontDoor(app: App, knownAnswer: (url: string) => StoredAnswer | undefined) {
  const server = app.server;
  const [fastifyListener] = server.listeners('request') as ((
    request: IncomingMessage,
    response: ServerResponse,
  ) => void)[];
  if (!fastifyListener) return;
  server.removeListener('request', fastifyListener);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const answer = request.method === 'GET' && request.url ? knownAnswer(request.url) : undefined;
    if (!answer) return fastifyListener(request, response);
    sendAnswer(app, request, response, answer);
  });
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

function sendAnswer(app: App, request: IncomingMessage, response: ServerResponse, answer: StoredAnswer) {
  if (matches(request.headers['if-none-match'], answer.etag)) {
    response.writeHead(304, {
      etag: answer.etag,
      'cache-control': answer.cacheControl,
      vary: 'Accept-Encoding',
    });
    response.end();
    return;
  }
  let form: Form = 'identity';
  let body = answer.body;
  if (body.length >= COMPRESSION_THRESHOLD_BYTES && request.headers['accept-encoding']) {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const compressed = encoding === 'br' ? answer.brotli : encoding === 'gzip' ? answer.gzip : undefined;
    if (encoding && compressed) {
      form = encoding;
      body = compressed;
    }
  }
  const head = headOf(answer, form, body.length);
  response.writeHead(200, app.closingConnections ? [...head, 'connection', 'close'] : head);
  response.end(body);
}

export function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return (
    header === '*' || header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)
  );
}
