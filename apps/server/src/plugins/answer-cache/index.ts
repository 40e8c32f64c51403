import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterRequestTransaction } from '../../db/request-transaction';
import type { App } from '../zod-type-provider';
import { type AnswerKeyOptions, answerKeyOf } from './answer-key';
import { AnswerStore } from './answer-store';
import { installFrontDoor } from './front-door';
import { sendHit } from './hit';
import { mayAnswer } from './rules';
import { registerStorePath, rememberUrl } from './store-path';
import {
  CATALOGUE_TOPICS,
  type CatalogueTopic,
  type FrontDoorCount,
  type StoredAnswer,
} from './stored-answer';

export { normalisedQueryKey } from './answer-key';
export { listenForCatalogueChanges } from './change-listener';
export { CATALOGUE_TOPICS, type CatalogueTopic, type FrontDoorCount } from './stored-answer';

/** What a route that opts in says in its `config.answerCache`. */
export interface AnswerCacheRouteOptions extends AnswerKeyOptions {
  /** What the answer shows; a write to any of these clears it. */
  topics: readonly CatalogueTopic[];
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
  /**
   * What a module's own memo of these topics' tables is stamped with (the count of their
   * clearings), and whether it may be trusted now: a memo read at one stamp is stale once
   * the stamp moves, and none is trusted while the change channel is down.
   */
  memoStamp(topics: readonly CatalogueTopic[]): number | undefined;
  /**
   * Has the answers the front door sends counted (they never reach Fastify's hooks): `countOf`
   * is asked once per route pattern, and each answer kept from then on carries its route's count.
   */
  countFrontDoorHits(countOf: (route: string) => FrontDoorCount): void;
  /**
   * A synchronous check run before any kept answer is looked up to be sent (front door,
   * onRequest, preHandler): the catalogue's sale clock (decision 0062) clears the answers
   * whose prices changed at an instant now passed, so no hit outlives a sale.
   */
  checkBeforeHit(check: () => void): void;
  /** Told of every clearing (a write here, another instance's notice, the cache itself). */
  onClear(listener: (topics: readonly CatalogueTopic[]) => void): void;
  /** Requests answered from memory, by the front door or a Fastify hook. */
  readonly hits: number;
  /** Requests the cache could have answered but had to ask the route for. */
  readonly misses: number;
  /** Bytes held, answers, keys and URLs included; never more than `budgetBytes`. */
  readonly bytes: number;
  readonly budgetBytes: number;
  readonly answers: number;
  /** URLs remembered for the front door (at most a few per answer). */
  readonly aliases: number;
  readonly stats: { hits: number; misses: number; bytes: number; answers: number; aliases: number };
}

/**
 * The answer cache for the public catalogue (docs/decisions/0016-answer-cache.md): routes
 * that carry `config.answerCache` have their serialised 200 answers kept in memory with a
 * strong ETag and Brotli and gzip forms, and answered from there until a write clears them.
 * Two ways in, one way out: a URL seen before is answered by the front door (before Fastify)
 * or, for requests made through `inject`, in `onRequest`; a new spelling of a known question
 * is answered after validation, from its normalised key. Every hit goes out through
 * `sendHit` (hit.ts); answers get in by the store path (store-path.ts); what may be answered,
 * tagged and kept is decided in rules.ts.
 */
export function registerAnswerCache(app: App, { maxBytes }: { maxBytes: number }) {
  const store = new AnswerStore(maxBytes);
  const enabled = maxBytes > 0;
  let trusted = true;
  const counts = { hits: 0, misses: 0 };
  const usable = (method: string | undefined) => enabled && trusted && mayAnswer(method);
  let countOfRoute: ((route: string) => FrontDoorCount) | undefined;
  const countsByRoute = new Map<string, FrontDoorCount>();
  const frontDoorCountOf = (route: string | undefined) => {
    if (!countOfRoute || route === undefined) return undefined;
    let count = countsByRoute.get(route);
    if (!count) {
      count = countOfRoute(route);
      countsByRoute.set(route, count);
    }
    return count;
  };

  let beforeHit: (() => void) | undefined;
  const clearListeners: ((topics: readonly CatalogueTopic[]) => void)[] = [];
  const told = (topics: readonly CatalogueTopic[]) => {
    for (const listener of clearListeners) listener(topics);
  };

  const cache: AnswerCache = {
    clear(topics) {
      store.clear(topics);
      told(topics);
      // Made inside an admin write's transaction (decision 0072): again once it has committed.
      afterRequestTransaction(() => {
        store.clear(topics);
        told(topics);
      });
    },
    clearAll() {
      store.clearAll();
      told(CATALOGUE_TOPICS);
    },
    setTrusted(value) {
      trusted = value;
      store.clearAll();
      told(CATALOGUE_TOPICS);
    },
    checkBeforeHit(check) {
      beforeHit = check;
    },
    onClear(listener) {
      clearListeners.push(listener);
    },
    memoStamp(topics) {
      return trusted ? store.stamp(topics) : undefined;
    },
    countFrontDoorHits(countOf) {
      countOfRoute = countOf;
      countsByRoute.clear();
      // An answer carries the count it was kept with: none of those kept before may go uncounted.
      store.clearAll();
      told(CATALOGUE_TOPICS);
    },
    get hits() {
      return counts.hits;
    },
    get misses() {
      return counts.misses;
    },
    get bytes() {
      return store.bytes;
    },
    budgetBytes: maxBytes,
    get answers() {
      return store.size;
    },
    get aliases() {
      return store.aliases;
    },
    get stats() {
      return { ...counts, bytes: store.bytes, answers: store.size, aliases: store.aliases };
    },
  };
  app.decorate('answerCache', cache);

  const knownAnswer = (request: IncomingMessage) => {
    if (!usable(request.method) || !request.url) return undefined;
    beforeHit?.();
    return store.getByUrl(request.url);
  };
  const hit = (request: IncomingMessage, response: ServerResponse, answer: StoredAnswer) => {
    counts.hits += 1;
    return sendHit(app, request, response, answer);
  };

  installFrontDoor(app, knownAnswer, hit);

  // The front door for requests made through `inject` (the page renderer's), which skip the server's request event.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.answerCache) return;
    const answer = knownAnswer(request.raw);
    if (!answer) return;
    reply.hijack();
    hit(request.raw, reply.raw, answer);
  });

  app.addHook('preHandler', async (request, reply) => {
    const options = request.routeOptions.config.answerCache;
    if (!options || !usable(request.method)) return;
    const key = answerKeyOf(request, options);
    beforeHit?.();
    const answer = store.get(key);
    if (answer) {
      rememberUrl(store, request, options, key);
      reply.hijack();
      hit(request.raw, reply.raw, answer);
      return;
    }
    counts.misses += 1;
    request.answerCacheKey = key;
    request.answerCacheStamp = store.stamp(options.topics);
  });

  registerStorePath(app, store, usable, frontDoorCountOf);

  return cache;
}

/**
 * An onSend hook for the modules whose writes change the catalogue: the answers they touch
 * are cleared before the writer hears that its write is done, so its very next read is
 * fresh even before the database's notice (which reaches other instances too) arrives.
 */
export function clearAnswersOnWrite(topics: readonly CatalogueTopic[]) {
  return async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    if (!mayAnswer(request.method)) request.server.answerCache.clear(topics);
    return payload;
  };
}
