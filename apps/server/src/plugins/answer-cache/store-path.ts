import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD_BYTES } from '../compression';
import type { App } from '../zod-type-provider';
import type { AnswerKeyOptions } from './answer-key';
import type { AnswerStore } from './answer-store';
import { lastingHeaders, matches } from './hit';
import { mayKeep, mayTag } from './rules';
import { type FrontDoorCount, ownedBytes, type StoredAnswer } from './stored-answer';

const BROTLI_QUALITY = 9;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The URL as asked names the answer from now on, for the front door. */
export function rememberUrl(
  store: AnswerStore,
  request: FastifyRequest,
  options: AnswerKeyOptions,
  key: string,
) {
  // A route with a key of its own (the sitemap's origin) is not told apart by its URL alone.
  if (!options.key) store.addAlias(request.url, key);
}

/**
 * The store path, the way an answer gets into the cache: a cached route's answer after a miss
 * (the preHandler noted its key and stamp) is tagged with a strong ETag, its Cache-Control and
 * Vary, kept if the rules allow, its URL remembered for the front door, and its Brotli and
 * gzip forms made in the background; a client that already has it gets a 304.
 */
export function registerStorePath(
  app: App,
  store: AnswerStore,
  usable: (method: string) => boolean,
  frontDoorCountOf: (route: string | undefined) => FrontDoorCount | undefined,
) {
  app.addHook('onSend', async (request, reply, payload) => {
    const options = request.routeOptions.config.answerCache;
    if (!options || !mayTag(reply.statusCode, payload)) return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    const cacheControl = String(reply.getHeader('cache-control') ?? 'no-cache');
    const key = request.answerCacheKey;
    const keep = { cacheControl, setCookie: reply.getHeader('set-cookie') };
    if (key !== undefined && usable(request.method) && mayKeep(reply.statusCode, payload, keep)) {
      const answer: StoredAnswer = {
        body: ownedBytes(payload),
        etag,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        cacheControl,
        headers: lastingHeaders(reply.getHeaders()),
        topics: options.topics,
        countFrontDoorHit: frontDoorCountOf(request.routeOptions.url),
      };
      if (store.put(key, answer, request.answerCacheStamp ?? -1)) {
        rememberUrl(store, request, options, key);
        void compressInBackground(app, store, key, answer);
      }
    }
    reply.header('ETag', etag).header('Cache-Control', cacheControl).header('Vary', 'Accept-Encoding');
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}

async function compressInBackground(app: App, store: AnswerStore, key: string, answer: StoredAnswer) {
  if (answer.body.length < COMPRESSION_THRESHOLD_BYTES) return;
  try {
    const [brotli, gzipped] = await Promise.all([
      brotliAsync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
      gzipAsync(answer.body, { level: 9 }),
    ]);
    store.addCompressedForms(key, answer, { brotli: ownedBytes(brotli), gzip: ownedBytes(gzipped) });
  } catch (error) {
    app.log.warn({ err: error }, 'answer cache: compression failed; the answer goes out per request');
  }
}
