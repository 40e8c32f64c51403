import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { PageFallback } from '../components/page-fallback';
import { RootLayout } from './layout/root-layout';

// Each route's code loads on demand so that / stays within its size budget.
const HomeRoute = lazy(() => import('./routes/home'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

/**
 * The routes with the header and footer (SPEC.md section 2: "listed paths"). Other features
 * (cart, login, checkout, orders, profile) add their routes to this list.
 */
export const shopRoutes: RouteObject[] = [{ index: true, element: <HomeRoute /> }];

export const routes: RouteObject[] = [
  { element: <RootLayout />, children: shopRoutes },
  {
    path: '*',
    element: (
      <Suspense fallback={<PageFallback />}>
        <NotFoundRoute />
      </Suspense>
    ),
  },
];
