import { ApiError } from '@shop/shared/api-client';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { createSessionCaches, type NavigateTo } from '../api/session-expiry';

export interface QueryClientSettings {
  /** The router's navigate, for the session policy's trip to /login. */
  navigate: NavigateTo;
  /** Tests turn retries off, so that a failure shows at once. */
  retry?: false;
}

/** A refusal (4xx) is the same answer when asked again; no answer at all may be a blip. */
const retryOnceUnlessRefused = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(error instanceof ApiError && error.status < 500);

/** The storefront's query client: caching defaults and the one session policy (api/session-expiry.ts). */
export function createQueryClient({ navigate, retry }: QueryClientSettings): QueryClient {
  // TanStack assumes it starts online and learns otherwise only from an `offline` event: a page
  // opened offline (from the service worker's copy) must start offline, so that the `online`
  // event refetches what failed meanwhile.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine !== false);
  return new QueryClient({
    ...createSessionCaches(navigate),
    defaultOptions: {
      // Catalogue data changes rarely; a minute avoids refetching on every route change.
      // offlineFirst: a query tries once even when the browser says it is offline, so the
      // service worker's copy of a catalogue answer can serve it (decision 0032).
      queries: {
        staleTime: 60_000,
        retry: retry ?? retryOnceUnlessRefused,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
      // A mutation without a connection fails at once instead of waiting unseen for one
      // (TanStack's default pauses it): the action says so (lib/connection.ts).
      mutations: { retry: retry ?? 0, networkMode: 'always' },
    },
  });
}
