import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
// The DOM RouterProvider can flush an update at once (flushSync), which the filter checkboxes need.
import { RouterProvider } from 'react-router/dom';
import type { NavigateTo } from '../api/session-expiry';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './routes';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/** What the storefront runs on in the browser, made before the first render. */
export interface BrowserApp {
  router: BrowserRouter;
  queryClient: QueryClient;
}

/**
 * The router (it reads the URL and the saved scroll positions) and the query client holding the
 * server's cache (`dehydratedState`). main.tsx makes them in a task before hydrating, so that the
 * takeover's first task does not carry them (decision 0039).
 */
export function createBrowserApp(dehydratedState?: DehydratedState): BrowserApp {
  const router = createBrowserRouter(routes);
  // The query client sits outside the router, so its session policy navigates through this.
  const navigate: NavigateTo = (path, options) => void router.navigate(path, options);
  const queryClient = createQueryClient({ navigate });
  if (dehydratedState) hydrate(queryClient, dehydratedState);
  return { router, queryClient };
}

/** The storefront in the browser; `dehydratedState` is the cache of the page the server rendered. */
export function App({ dehydratedState, made }: { dehydratedState?: DehydratedState; made?: BrowserApp }) {
  const [{ router, queryClient }] = useState(() => made ?? createBrowserApp(dehydratedState));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
