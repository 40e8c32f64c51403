import { ApiError } from '@shop/shared/api-client';
import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  type QueryClient,
} from '@tanstack/react-query';

/** The id of the `<script type="application/json">` that carries a server-rendered page's cache. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

interface SerialisedError {
  status: number;
  message: string;
}

/**
 * The cache a server render used, as JSON: its answers, and its refusals too (an unknown
 * product's 404), so the browser's first render shows what the server's did. An error is
 * kept as its status and text, since JSON has no classes.
 */
export function serialisePageData(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'error',
  });
  for (const query of state.queries) {
    const { error } = query.state;
    if (error) {
      const serialised: SerialisedError = {
        status: error instanceof ApiError ? error.status : 500,
        message: error instanceof Error ? error.message : String(error),
      };
      query.state = { ...query.state, error: serialised as unknown as Error, fetchFailureReason: null };
    }
  }
  return state;
}

/** The cache the server handed over with its HTML, with its errors as ApiError again; none in development. */
export function readPageData(): DehydratedState | undefined {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  const state = JSON.parse(element.textContent) as DehydratedState;
  for (const query of state.queries) {
    const error = query.state.error as SerialisedError | null;
    if (error) query.state.error = new ApiError(error.status, error.message);
  }
  return state;
}
