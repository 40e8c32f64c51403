/**
 * The one API client of the storefront and the admin site. It knows HTTP and the contract's
 * error shape, nothing of screens: what a failure means to a person (a toast, a trip to the
 * sign-in page) is each app's policy, set once on its QueryClient's caches.
 *
 * It imports no zod at run time, so the storefront can leave the schemas out of its
 * production bundle and pass `schema` only in development (docs/decisions/0005).
 */

/** A refused or failed answer: the server's `{success:false, message}` text when it sent one. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

/** Anything that checks an answer, such as a zod schema from @shop/shared. */
export interface AnswerSchema<T> {
  parse(value: unknown): T;
}

type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];
export type QueryParameters = Record<string, QueryValue>;

/** `?a=1&b=x&b=y`, skipping empty values; arrays become repeated parameters. */
export function toQueryString(parameters: QueryParameters = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(parameters)) {
    if (value === undefined || value === null || value === '') continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  /** Appended as a query string with toQueryString. */
  query?: QueryParameters;
  /** Checks the answer, so a server change shows up here and not deep in a component. */
  schema?: AnswerSchema<T>;
  signal?: AbortSignal;
}

export interface ApiClientSettings {
  /** The bearer token to send, read afresh for every request. */
  token: () => string | null;
  /** The text of a failure whose answer carries no message of its own. */
  fallbackMessage?: (status: number, statusText: string) => string;
  /**
   * Sends the request; the global fetch unless given. Server rendering passes one that asks
   * the API in the same process, since a relative URL means nothing there.
   */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

export type ApiRequest = <T = unknown>(path: string, options?: RequestOptions<T>) => Promise<T>;

function messageOf(payload: unknown): string | undefined {
  if (payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string') {
    return payload.message || undefined;
  }
  return undefined;
}

const isRefusal = (payload: unknown) =>
  Boolean(payload && typeof payload === 'object' && 'success' in payload && payload.success === false);

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A request function with the app's token and fallback text. A network failure rejects with
 * the browser's own error (callers tell "the server said no" from "no answer" by ApiError).
 */
export function createApiClient(settings: ApiClientSettings): ApiRequest {
  const fallbackMessage =
    settings.fallbackMessage ?? ((status: number, statusText: string) => statusText || `HTTP ${status}`);

  return async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = settings.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: RequestInit['body'];
    if (typeof FormData !== 'undefined' && options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }

    const send = settings.fetch ?? fetch;
    const response = await send(path + toQueryString(options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
    const payload = await readJson(response);
    if (!response.ok || isRefusal(payload)) {
      throw new ApiError(
        response.status,
        messageOf(payload) ?? fallbackMessage(response.status, response.statusText),
      );
    }
    if (!options.schema) return payload as T;
    try {
      return options.schema.parse(payload);
    } catch (cause) {
      throw new ApiError(
        response.status,
        fallbackMessage(response.status, `Unexpected answer from ${path}`),
        {
          cause,
        },
      );
    }
  };
}
