import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
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
    const etag = await etagOf(payload);
    const cacheControl = String(reply.getHeader('cache-control') ?? 'no-cache');
    const key = request.answerCacheKey;
    const keep = { cacheControl, setCookie: reply.getHeader('set-cookie') };
    if (
      key !== undefined &&
      usable(request.method) &&
      mayKeep(reply.statusCode, payload, keep) &&
      // Checked before the body is copied: the whole list at 100,000 products is 105 MB.
      store.mayHold(payload.length)
    ) {
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

/** Bytes hashed in one go; a larger body is hashed a slice per turn of the event loop. */
const HASH_SLICE_BYTES = 4 * 1024 * 1024;

/**
 * A strong ETag: the body's SHA-1. A body of many megabytes (the whole list: 105 MB at 100,000
 * products, 0.8 s of hashing in one go) is hashed a slice at a time, letting the event loop
 * turn between slices, so that every other request is not held while it is.
 */
export async function etagOf(payload: string | Buffer): Promise<string> {
  const hash = createHash('sha1');
  if (typeof payload === 'string' || payload.length <= HASH_SLICE_BYTES) hash.update(payload);
  else
    for (let start = 0; start < payload.length; start += HASH_SLICE_BYTES) {
      hash.update(payload.subarray(start, start + HASH_SLICE_BYTES));
      await nextTurn();
    }
  return `"${hash.digest('base64url')}"`;
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
