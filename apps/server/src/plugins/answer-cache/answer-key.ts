import type { FastifyRequest } from 'fastify';

/**
 * The same question asked in different words gets one key: parameters in any order, a
 * repeated parameter's values in any order, and the text search in any case (the search
 * ignores case) all give the answer they would give in one canonical spelling.
 * `defaults` fills in what an absent parameter means, so `?limit=24` and `?page=1&limit=24`
 * share a key when 24 and 1 are the defaults.
 */
export function normalisedQueryKey(
  query: Record<string, unknown>,
  { defaults = {}, caseless = [] }: { defaults?: Record<string, unknown>; caseless?: readonly string[] } = {},
): string {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined);
  // No parameter at all can mean something of its own (the whole product list).
  if (entries.length === 0) return '';
  const filled = new Map<string, unknown>(Object.entries(defaults));
  for (const [name, value] of entries) filled.set(name, value);
  const parts: string[] = [];
  for (const name of [...filled.keys()].sort()) {
    const value = filled.get(name);
    const text = (item: unknown) => {
      const spelled = String(item);
      return caseless.includes(name) ? spelled.toLowerCase() : spelled;
    };
    const values = Array.isArray(value) ? [...new Set(value.map(text))].sort() : [text(value)];
    parts.push(`${encodeURIComponent(name)}=${values.map(encodeURIComponent).join(',')}`);
  }
  return parts.join('&');
}

/** How a route that opts in names its answers (part of its `config.answerCache`). */
export interface AnswerKeyOptions {
  /** The key within the route; by default the validated query, normalised. */
  key?: (request: FastifyRequest) => string;
  /** Query parameters' meaning when absent, so spelling them out makes no new key. */
  queryDefaults?: Record<string, unknown>;
  /** Query parameters whose case changes nothing in the answer. */
  caselessQuery?: readonly string[];
}

/** The key of the answer a validated request asks for: its route pattern, then its question. */
export function answerKeyOf(request: FastifyRequest, options: AnswerKeyOptions): string {
  return `${request.routeOptions.url} ${questionOf(request, options)}`;
}

function questionOf(request: FastifyRequest, options: AnswerKeyOptions): string {
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
