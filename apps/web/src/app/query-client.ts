import { ApiError } from '@shop/shared/api-client';
import { QueryClient } from '@tanstack/react-query';
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
  return new QueryClient({
    ...createSessionCaches(navigate),
    defaultOptions: {
      // Catalogue data changes rarely; a minute avoids refetching on every route change.
      queries: { staleTime: 60_000, retry: retry ?? retryOnceUnlessRefused, refetchOnWindowFocus: false },
      mutations: { retry: retry ?? 0 },
    },
  });
}
