import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { webServerEntry } from '../../paths';
import type { App } from '../../plugins/zod-type-provider';

type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** What apps/web/src/ssr/entry-server.tsx exports, as far as the server uses it. */
export interface StorefrontRenderer {
  renderPage(request: {
    url: string;
    origin: string;
    template: string;
    transport: Transport;
  }): Promise<{ status: number; html: string } | { status: number; redirect: string }>;
}

/** The built server renderer of the storefront; none before `npm run build` (tests, development). */
export async function loadStorefrontRenderer(
  entry = webServerEntry,
): Promise<StorefrontRenderer | undefined> {
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as StorefrontRenderer;
}

const headerText = (value: string | string[] | number | undefined) =>
  Array.isArray(value) ? value.join(', ') : String(value ?? '');

/**
 * The API asked from inside this process, as a page's loaders would ask it over the network:
 * the same routes, validation and answers, without a socket. From the shopper's address, so a
 * per-address limit (the warranty check's) counts the shopper's look-ups, not every page's.
 */
export function inProcessTransport(app: App, remoteAddress?: string): Transport {
  return async (url, init) => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      ...(remoteAddress ? { remoteAddress } : {}),
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) headers.set(name, headerText(value));
    const hasBody = response.statusCode !== 204 && response.statusCode !== 304;
    return new Response(hasBody ? response.rawPayload : null, { status: response.statusCode, headers });
  };
}
