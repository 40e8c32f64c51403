import { ADMIN_MESSAGES, API_MESSAGES } from '@shop/shared';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { clearToken, readToken } from './token';

export interface RequestOptions<Schema extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  /** Parses the answer so a server change shows up as an error here, not deep in a component. */
  schema?: Schema;
  /** Forms show their own messages beside the fields, so they may skip the toast. */
  silent?: boolean;
  signal?: AbortSignal;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** The app decides where a 401 leads (the sign-in page); lib code does not know the router. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export function authorizationHeader(): Record<string, string> {
  const token = readToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function messageOf(payload: unknown, fallback: string): string {
  if (payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string') {
    return payload.message;
  }
  return fallback;
}

/** Turns a failed answer into an ApiError: toast it, and send a 401 to the sign-in page. */
export function failWith(status: number, payload: unknown, silent = false): never {
  const error = new ApiError(
    messageOf(payload, status >= 500 ? API_MESSAGES.internal : ADMIN_MESSAGES.loadFailed),
    status,
  );
  if (status === 401) {
    clearToken();
    onUnauthorized();
  }
  if (!silent) toast.error(error.message, { toastId: error.message });
  throw error;
}

export async function apiRequest<Schema extends z.ZodType = z.ZodUnknown>(
  path: string,
  options: RequestOptions<Schema> = {},
): Promise<z.output<Schema>> {
  const { method = 'GET', body, schema, silent = false, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...authorizationHeader() };
  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    requestBody = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: requestBody, signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    return failWith(0, undefined, silent);
  }
  const payload = await readJson(response);
  const refused = payload && typeof payload === 'object' && 'success' in payload && payload.success === false;
  if (!response.ok || refused) return failWith(response.status, payload, silent);
  if (!schema) return payload as z.output<Schema>;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) return failWith(response.status, { message: ADMIN_MESSAGES.loadFailed }, silent);
  return parsed.data;
}
