import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD_BYTES, preferredEncoding } from '../compression';
import type { App } from '../zod-type-provider';
import { normalisedQueryKey } from './answer-key';
import { AnswerStore, type CatalogueTopic, type StoredAnswer } from './answer-store';
import { installFrontDoor, lastingHeaders, matches } from './front-door';

export { normalisedQueryKey } from './answer-key';
export { CATALOGUE_TOPICS, type CatalogueTopic } from './answer-store';
export { listenForCatalogueChanges } from './change-listener';

/** What a route that opts in says in its `config.answerCache`. */
export interface AnswerCacheRouteOptions {
  /** What the answer shows; a write to any of these clears it. */
  topics: readonly CatalogueTopic[];
  /** The key within the route; by default the validated query, normalised. */
  key?: (request: FastifyRequest) => string;
  /** Query parameters' meaning when absent, so spelling them out makes no new key. */
  queryDefaults?: Record<string, unknown>;
  /** Query parameters whose case changes nothing in the answer. */
  caselessQuery?: readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    answerCache?: AnswerCacheRouteOptions;
  }
  interface FastifyInstance {
    answerCache: AnswerCache;
  }
  interface FastifyRequest {
    answerCacheKey?: string;
    answerCacheStamp?: number;
    answerCacheHit?: boolean;
  }
}

export interface AnswerCache {
  /** Clears every kept answer that shows one of these topics (after the write committed). */
  clear(topics: readonly CatalogueTopic[]): void;
  clearAll(): void;
  /**
   * While the channel that tells of other instances' writes is down, nothing is kept or
   * served from memory: a missed notice would otherwise leave a stale answer for good.
   */
  setTrusted(trusted: boolean): void;
  readonly stats: { hits: number; misses: number; bytes: number; answers: number };
}

const BROTLI_QUALITY = 9;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Distinct spellings of URLs remembered for the fast path before the query is validated. */
const MAX_URL_ALIASES = 20_000;

/**
 * The answer cache for the public catalogue (docs/decisions/0016-answer-cache.md): routes
 * that carry `config.answerCache` have their serialised 200 answers kept in memory with a
 * strong ETag and Brotli and gzip forms, and answered from there until a write clears them.
 * A URL seen before is answered in `onRequest`, before validation and the handler; a new
 * spelling of a known question is answered after validation, from its normalised key.
 */
export function registerAnswerCache(app: App, { maxBytes }: { maxBytes: number }) {
  const store = new AnswerStore(maxBytes);
  const aliases = new Map<string, string>();
  const enabled = maxBytes > 0;
  let trusted = true;
  const stats = { hits: 0, misses: 0, bytes: 0, answers: 0 };

  const cache: AnswerCache = {
    clear(topics) {
      store.clear(topics);
    },
    clearAll() {
      store.clearAll();
      aliases.clear();
    },
    setTrusted(value) {
      trusted = value;
      store.clearAll();
      aliases.clear();
    },
    get stats() {
      return { ...stats, bytes: store.bytes, answers: store.size };
    },
  };
  app.decorate('answerCache', cache);
  installFrontDoor(app, (url) => {
    if (!usable()) return undefined;
    const key = aliases.get(url);
    const answer = key === undefined ? undefined : store.get(key);
    if (answer) stats.hits += 1;
    return answer;
  });

  const usable = () => enabled && trusted;

  app.addHook('onRequest', async (request, reply) => {
    if (!usable() || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    if (!request.routeOptions.config.answerCache) return;
    const key = aliases.get(request.url);
    const answer = key === undefined ? undefined : store.get(key);
    if (answer) return sendStored(request, reply, answer);
  });

  app.addHook('preHandler', async (request, reply) => {
    const options = request.routeOptions.config.answerCache;
    if (!options || !usable() || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    const key = `${request.routeOptions.url} ${keyOf(request, options)}`;
    // A route with a key of its own (the sitemap's origin) is not told apart by its URL alone.
    if (!options.key) {
      if (aliases.size >= MAX_URL_ALIASES) aliases.clear();
      aliases.set(request.url, key);
    }
    const answer = store.get(key);
    if (answer) return sendStored(request, reply, answer);
    stats.misses += 1;
    request.answerCacheKey = key;
    request.answerCacheStamp = store.stamp(options.topics);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const options = request.routeOptions.config.answerCache;
    if (!options || request.answerCacheHit || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const answer: StoredAnswer = {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      cacheControl: String(reply.getHeader('cache-control') ?? 'no-cache'),
      headers: lastingHeaders(reply.getHeaders()),
      topics: options.topics,
    };
    const key = request.answerCacheKey;
    if (key !== undefined && usable() && store.put(key, answer, request.answerCacheStamp ?? -1)) {
      void compressInBackground(key, answer);
    }
    reply
      .header('ETag', answer.etag)
      .header('Cache-Control', answer.cacheControl)
      .header('Vary', 'Accept-Encoding');
    if (matches(request.headers['if-none-match'], answer.etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });

  function sendStored(request: FastifyRequest, reply: FastifyReply, answer: StoredAnswer) {
    stats.hits += 1;
    request.answerCacheHit = true;
    reply
      .header('ETag', answer.etag)
      .header('Cache-Control', answer.cacheControl)
      .header('Vary', 'Accept-Encoding')
      .type(answer.contentType);
    if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    // HEAD describes the plain answer, as Fastify's HEAD route does on a miss.
    if (request.method === 'GET' && answer.body.length >= COMPRESSION_THRESHOLD_BYTES) {
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const form = encoding === 'br' ? answer.brotli : encoding === 'gzip' ? answer.gzip : undefined;
      if (encoding && form) return reply.header('Content-Encoding', encoding).send(form);
    }
    return reply.send(answer.body);
  }

  async function compressInBackground(key: string, answer: StoredAnswer) {
    if (answer.body.length < COMPRESSION_THRESHOLD_BYTES) return;
    try {
      const [brotli, gzipped] = await Promise.all([
        brotliAsync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
        gzipAsync(answer.body, { level: 9 }),
      ]);
      store.addCompressedForms(key, answer, { brotli, gzip: gzipped });
    } catch (error) {
      app.log.warn({ err: error }, 'answer cache: compression failed; the answer goes out per request');
    }
  }

  return cache;
}

/**
 * An onSend hook for the modules whose writes change the catalogue: the answers they touch
 * are cleared before the writer hears that its write is done, so its very next read is
 * fresh even before the database's notice (which reaches other instances too) arrives.
 */
export function clearAnswersOnWrite(topics: readonly CatalogueTopic[]) {
  return async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') request.server.answerCache.clear(topics);
    return payload;
  };
}

function keyOf(request: FastifyRequest, options: AnswerCacheRouteOptions): string {
  if (options.key) return options.key(request);
  const params = request.params as Record<string, unknown> | undefined;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const path = params && Object.keys(params).length > 0 ? normalisedQueryKey(params) : '';
  const search = normalisedQueryKey(query, {
    defaults: options.queryDefaults,
    caseless: options.caselessQuery,
  });
  return `${path}?${search}`;
}
