import { flushSync } from 'react-dom';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { NavigateTo } from '../api/failure-policy';
import { ROUTER_BASENAME } from '../lib/paths';
import { AppProviders } from './providers';
import { routes } from './routes';

const router = createBrowserRouter(routes, { basename: ROUTER_BASENAME });

/** The query client sits outside the router, so its failure policy navigates through this. */
const navigate: NavigateTo = (path, options) => void router.navigate(path, options);

/** `flushSync` lets the failure policy leave a dead screen at once (api/failure-policy.ts). */
export function App() {
  return (
    <AppProviders navigate={navigate}>
      <RouterProvider
        router={router}
        flushSync={(update) => {
          flushSync(update);
        }}
      />
    </AppProviders>
  );
}
