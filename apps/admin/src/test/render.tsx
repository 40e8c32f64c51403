import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/routes';

/** Shows the path the router ended on, so a test can see a redirect. */
function CurrentPath() {
  const location = useLocation();
  return <p data-testid="current-path">{location.pathname}</p>;
}

/** The app's own query client and failure policy, navigating `router`, with no retries. */
function renderRouter(routeList: RouteObject[], at: string) {
  const router = createMemoryRouter(routeList, { initialEntries: [at] });
  const queryClient = createQueryClient({
    navigate: (to, options) => void router.navigate(to, options),
    retry: false,
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider
        router={router}
        flushSync={(update) => {
          flushSync(update);
        }}
      />
      <ToastContainer />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/**
 * Renders `ui` at `path` (visited as `at`) with the app's query client and a toast container;
 * any other path shows where the router landed (a 401 sends staff to /sign-in).
 */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', at = path }: { path?: string; at?: string } = {},
) {
  return renderRouter(
    [
      { path, element: ui },
      { path: '*', element: <CurrentPath /> },
    ],
    at,
  );
}

/** Renders the whole admin site (gate, layout and every route) at `at`, as staff open it. */
export function renderApp(at: string) {
  return renderRouter(routes, at);
}

/** A fake answer: a status and a JSON body, or `{network: true}` to fail as fetch does offline. */
export type FakeAnswer = { status?: number; body: unknown } | { network: true };

/** A fetch stand-in answering by "METHOD path" with JSON bodies; unknown calls answer 404. */
export function fakeFetch(answers: Record<string, FakeAnswer>) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const answer = answers[key];
    if (!answer)
      return new Response(JSON.stringify({ success: false, message: `No fake for ${key}` }), { status: 404 });
    if ('network' in answer) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}
