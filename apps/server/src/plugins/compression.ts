import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from './zod-type-provider';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Quality 4 of 11: most of Brotli's gain for a fraction of its time, per request. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const COMPRESSIBLE_TYPE = /^text\/|[/+]json(?:;|$)/;

type Encoding = 'br' | 'gzip';

/**
 * Compresses answers per request: JSON and HTML over 1 KB, Brotli when the browser takes
 * it, else gzip, with `Vary: Accept-Encoding`. The built files are compressed once at build
 * time and @fastify/static sends their .br/.gz (modules/web); they already carry a
 * Content-Encoding, which the plugin leaves alone. Request bodies are not decompressed, so
 * the Paystack webhook still checks its signature over the bytes it was sent.
 *
 * @fastify/compress hooks into each route as it is declared; the not-found handler, which
 * answers the history fallback's HTML, is no route, so its answers are compressed here.
 */
export async function registerCompression(app: App) {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: BROTLI_OPTIONS,
  });
  app.addHook('onSend', compressNotFoundAnswer);
}

async function compressNotFoundAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!request.is404 || reply.hasHeader('content-encoding')) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!COMPRESSIBLE_TYPE.test(type) || Buffer.byteLength(payload) < COMPRESSION_THRESHOLD_BYTES)
    return payload;
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const compressed = compressNow(payload, encoding);
  reply.header('Vary', varyWithAcceptEncoding(reply.getHeader('vary')));
  reply.header('Content-Encoding', encoding);
  reply.header('Content-Length', compressed.length);
  return compressed;
}

/** An answer compressed for this one request, at the per-request settings the plugin uses. */
export function compressNow(payload: string | Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(payload, BROTLI_OPTIONS) : gzipSync(payload);
}

/** Brotli or gzip, whichever the Accept-Encoding header weighs more (Brotli on a tie). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of String(header).toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(name, quality ? Number(quality.slice(2)) : 1);
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}

function varyWithAcceptEncoding(vary: unknown): string {
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return current;
  return current ? `${current}, Accept-Encoding` : 'Accept-Encoding';
}
