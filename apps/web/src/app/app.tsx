import type { DehydratedState } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
// The DOM RouterProvider can flush an update at once (flushSync), which the filter checkboxes need.
import { RouterProvider } from 'react-router/dom';
import type { NavigateTo } from '../api/session-expiry';
import { AppProviders } from './providers';
import { routes } from './routes';

/** The storefront in the browser; `dehydratedState` is the cache of the page the server rendered. */
export function App({ dehydratedState }: { dehydratedState?: DehydratedState }) {
  const [router] = useState(() => createBrowserRouter(routes));
  // The query client sits outside the router, so its session policy navigates through this.
  const [navigate] = useState(() => {
    const navigateTo: NavigateTo = (path, options) => void router.navigate(path, options);
    return navigateTo;
  });
  return (
    <AppProviders navigate={navigate} dehydratedState={dehydratedState}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
