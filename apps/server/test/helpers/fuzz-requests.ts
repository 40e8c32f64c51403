import fc from 'fast-check';
import type { z } from 'zod';
import type { FuzzRoute, Who } from './fuzz-app';
import {
  badAuthorizations,
  CONTENT_TYPES,
  nastyHeaders,
  nastyText,
  nastyUrlPiece,
  nastyValue,
  RAW_BODIES,
} from './fuzz-values';
import { shapeOf, validishArbitrary } from './fuzz-zod-arbitrary';

/** One generated request, ready for app.inject (the identity's token is added when it is sent). */
export interface FuzzRequest {
  route: FuzzRoute;
  who: Who;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
  /** Send the body with a valid webhook signature, when the app has a secret to sign with. */
  signed: boolean;
}

const ADDRESSES = Array.from({ length: 32 }, (_, index) => `198.51.100.${index + 1}`);

/** Where the texts sit inside a value, as paths of keys and indexes. */
function textPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => textPaths(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]));
  return [];
}

/** The value with the text at `path` replaced (or, when `append`, followed) by `text`. */
function withText(value: unknown, path: (string | number)[], text: string, append: boolean): unknown {
  if (path.length === 0) return append ? `${value}${text}` : text;
  const [step, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[step!] = withText(copy[step!], rest, text, append);
  return copy;
}

/**
 * A valid-looking value for the schema with one thing spoiled: a key dropped, set to a bad
 * value or added unknown, the whole wrapped in a list, or (often, as it reaches the database
 * while every type still fits) one of its texts made odd.
 */
function spoiledObject(schema: z.ZodType, known: readonly unknown[]): fc.Arbitrary<unknown> {
  const valid = validishArbitrary(schema, known);
  const keys = Object.keys(shapeOf(schema) ?? {});
  const keyToSpoil = fc.oneof(
    { arbitrary: keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('x'), weight: 4 },
    {
      arbitrary: fc.constantFrom('extra', '__proto__', 'constructor', 'isAdmin', 'userId', '\ud800'),
      weight: 1,
    },
  );
  return fc
    .record({
      value: valid,
      how: fc.constantFrom('drop', 'set', 'set', 'wrap', 'text', 'text', 'text'),
      key: keyToSpoil,
      bad: nastyValue,
      text: nastyText,
      pick: fc.nat(),
      append: fc.boolean(),
    })
    .map(({ value, how, key, bad, text, pick, append }) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return bad;
      if (how === 'text') {
        const paths = textPaths(value);
        return paths.length > 0 ? withText(value, paths[pick % paths.length]!, text, append) : bad;
      }
      const copy: Record<string, unknown> = { ...value };
      if (how === 'drop') delete copy[key];
      if (how === 'set') Object.defineProperty(copy, key, { value: bad, enumerable: true, writable: true });
      return how === 'wrap' ? [copy] : copy;
    });
}

/** JSON text, or undefined for "no body". JSON.stringify writes lone surrogates as \\u escapes. */
const asJson = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));

function bodyArbitrary(route: FuzzRoute, known: readonly unknown[]): fc.Arbitrary<string | undefined> {
  const raw = fc.constantFrom(...RAW_BODIES);
  const nasty = nastyValue.map(asJson);
  if (!route.body) {
    const usual = route.method === 'GET' || route.method === 'HEAD' ? 6 : 2;
    return fc.oneof(
      { arbitrary: fc.constant(undefined), weight: usual },
      { arbitrary: raw, weight: 1 },
      { arbitrary: nasty, weight: 1 },
    );
  }
  return fc.oneof(
    { arbitrary: validishArbitrary(route.body, known).map(asJson), weight: 3 },
    { arbitrary: spoiledObject(route.body, known).map(asJson), weight: 5 },
    { arbitrary: nasty, weight: 1 },
    { arbitrary: raw, weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

/** `key=value` pairs; a list is the key repeated, anything else its JSON. */
function queryText(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  const pieces: string[] = [];
  // encodeURIComponent throws on a lone surrogate; a browser's encoder sends U+FFFD for it, as here.
  const encode = (text: string) => encodeURIComponent(text.toWellFormed());
  for (const [key, item] of Object.entries(value)) {
    const items = Array.isArray(item) ? item : [item];
    for (const one of items) {
      if (one === undefined) continue;
      pieces.push(`${encode(key)}=${encode(typeof one === 'string' ? one : JSON.stringify(one))}`);
    }
  }
  return pieces.join('&');
}

function queryArbitrary(route: FuzzRoute, known: readonly unknown[]): fc.Arbitrary<string> {
  const junk = fc
    .array(
      fc.tuple(fc.constantFrom('q', 'page', 'limit', 'a[b]', 'x', '', 'status', 'category'), nastyUrlPiece),
      {
        maxLength: 3,
      },
    )
    .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'));
  const choices: fc.WeightedArbitrary<string>[] = [
    { arbitrary: fc.constant(''), weight: 3 },
    { arbitrary: junk, weight: 2 },
  ];
  if (route.querystring) {
    choices.push({ arbitrary: validishArbitrary(route.querystring, known).map(queryText), weight: 3 });
    choices.push({ arbitrary: spoiledObject(route.querystring, known).map(queryText), weight: 3 });
  }
  return fc.oneof(...choices);
}

/** The route's URL with each `:name` (and a `*`) filled in: a fitting value, a known one, or junk. */
function pathArbitrary(route: FuzzRoute, known: readonly unknown[]): fc.Arbitrary<string> {
  const segments = route.url.split('/');
  const shape = shapeOf(route.params) ?? {};
  const knownPieces = known.map((value) => encodeURIComponent(String(value)));
  const pieceFor = (name: string): fc.Arbitrary<string> => {
    const fitting = shape[name]
      ? validishArbitrary(shape[name], known).map((value) => encodeURIComponent(String(value).toWellFormed()))
      : fc.constantFrom(...knownPieces);
    return fc.oneof({ arbitrary: fitting, weight: 3 }, { arbitrary: nastyUrlPiece, weight: 2 });
  };
  const wildcard = fc
    .array(
      fc.oneof(
        fc.constantFrom(
          'products',
          'product',
          'cart',
          'admin',
          'uploads',
          'assets',
          'images',
          'api',
          'x.png',
        ),
        nastyUrlPiece,
      ),
      { maxLength: 4 },
    )
    .map((pieces) => pieces.join('/'));
  const parts = segments.map((segment) => {
    if (segment.startsWith(':')) return pieceFor(segment.slice(1));
    if (segment === '*') return wildcard;
    return fc.constant(segment);
  });
  return fc.tuple(...parts).map((pieces) => pieces.join('/') || '/');
}

/** Every kind of bad input for one route, from any of the three identities. */
export function requestArbitrary(route: FuzzRoute, known: readonly unknown[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      // A visitor meets the same 401 on most routes: the signed-in identities are worth more requests.
      who: fc.oneof(
        { arbitrary: fc.constant<Who>('anonymous'), weight: 1 },
        { arbitrary: fc.constantFrom<Who>('customer', 'staff'), weight: 4 },
      ),
      path: pathArbitrary(route, known),
      query: queryArbitrary(route, known),
      payload: bodyArbitrary(route, known),
      contentType: fc.oneof(
        { arbitrary: fc.constant('application/json'), weight: 8 },
        { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 2 },
      ),
      // A bad token in one request of twenty, odd headers in one of three.
      authorization: fc.oneof(
        { arbitrary: fc.constant(null), weight: 19 },
        { arbitrary: fc.constantFrom(...badAuthorizations), weight: 1 },
      ),
      extra: fc.oneof({ arbitrary: fc.constant(null), weight: 2 }, { arbitrary: nastyHeaders, weight: 1 }),
      remoteAddress: fc.constantFrom(...ADDRESSES),
      signed: fc.boolean(),
    })
    .map((parts) => {
      const headers: Record<string, string> = { ...(parts.extra ?? {}) };
      if (parts.payload !== undefined) headers['content-type'] = parts.contentType;
      if (parts.authorization !== null) headers.authorization = parts.authorization;
      return {
        route,
        who: parts.who,
        method: route.method,
        url: parts.query ? `${parts.path}?${parts.query}` : parts.path,
        headers,
        payload: parts.payload,
        remoteAddress: parts.remoteAddress,
        signed: parts.signed,
      };
    });
}

/**
 * `count` requests taking the routes in turn, so each route gets its share whatever the
 * draw; each route's requests come from its own seed, so adding a route changes no other's.
 */
export function everyRouteRequests(
  routes: readonly FuzzRoute[],
  known: readonly unknown[],
  { count, seed }: { count: number; seed: number },
): FuzzRequest[] {
  const perRoute = Math.ceil(count / routes.length);
  const samples = routes.map((route) =>
    fc.sample(requestArbitrary(route, known), {
      numRuns: perRoute,
      seed: seed + hashOf(`${route.method} ${route.url}`),
    }),
  );
  const requests: FuzzRequest[] = [];
  for (let round = 0; round < perRoute && requests.length < count; round += 1) {
    for (const sample of samples) if (requests.length < count) requests.push(sample[round]!);
  }
  return requests;
}

function hashOf(text: string): number {
  let hash = 0;
  for (const character of text) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  return hash;
}
