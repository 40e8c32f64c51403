import { getAuthToken } from './auth-token';

/** A failed call: the server's `{success:false, message}` text when it sent one. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly statusText = '',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type QueryValue = string | number | undefined | readonly (string | number)[];
export type QueryParameters = Record<string, QueryValue>;

/** `?a=1&b=x&b=y`, skipping empty values; arrays become repeated parameters. */
export function toQueryString(parameters: QueryParameters = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(parameters)) {
    if (value === undefined || value === '') continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The one place that talks to the API: adds the bearer token when there is one, sends JSON,
 * turns error answers into ApiError and checks the answer against the shared schema.
 *
 * Callers pass the schema as `import.meta.env.DEV ? schema : undefined`: development and the
 * component tests check every answer against the contract, while the production build folds
 * the condition away, so zod and the schemas stay out of the shopper's download (about 30 KB
 * gzipped, a fifth of the budget of /). The server builds its answers from the same types.
 */
/** Anything that checks an answer, such as a zod schema from @shop/shared. */
export interface AnswerSchema<T> {
  parse(value: unknown): T;
}

/** The answer type a schema describes. */
export type Parsed<Schema> = Schema extends AnswerSchema<infer T> ? T : never;

export async function apiRequest<T>(
  path: string,
  schema: AnswerSchema<T> | undefined,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message =
      payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string'
        ? payload.message
        : response.statusText;
    throw new ApiError(response.status, message, response.statusText);
  }
  return schema ? schema.parse(payload) : (payload as T);
}
