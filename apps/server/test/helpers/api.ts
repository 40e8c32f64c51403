import type { App } from '../../src/plugins/zod-type-provider';
import { bearer } from './users';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One JSON call through inject; answers the status and the parsed body. */
export async function call(
  app: App,
  method: Method,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  const response = await app.inject({
    method,
    url,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    headers: { ...(options.token ? bearer(options.token) : {}), ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  const text = response.body;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers freely and parse them with the shared schemas
  let body: any;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: response.statusCode, body, headers: response.headers };
}
