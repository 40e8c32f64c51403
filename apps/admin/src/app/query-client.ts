import { ApiError } from '@shop/shared/api-client';
import { QueryClient } from '@tanstack/react-query';
import { createFailureCaches, type NavigateTo } from '../api/failure-policy';

export interface QueryClientSettings {
  /** The router's navigate, for the failure policy's trip to the sign-in page. */
  navigate: NavigateTo;
  /** Tests turn retries off, so that a failure shows at once. */
  retry?: false;
}

/** Refused answers (4xx) will not change on a retry; a network blip or a 5xx might. */
const retryUnlessRefused = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2;

/** The admin site's query client: caching defaults and the one failure policy (api/failure-policy.ts). */
export function createQueryClient({ navigate, retry }: QueryClientSettings): QueryClient {
  return new QueryClient({
    ...createFailureCaches(navigate),
    defaultOptions: {
      queries: { staleTime: 15_000, retry: retry ?? retryUnlessRefused, refetchOnWindowFocus: false },
      mutations: { retry: retry ?? 0 },
    },
  });
}
