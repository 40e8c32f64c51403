import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Loading } from '../components/ui/query-state';
import { StaffGate } from '../features/auth/components/staff-gate';
import { paths, ROUTER_BASENAME } from '../lib/paths';
import { AdminLayout } from './layout';
import { useUnauthorizedRedirect } from './use-unauthorized-redirect';

// Each screen is its own chunk: the sign-in page does not pay for recharts or the product form.
const SignInRoute = lazy(() => import('./routes/sign-in-route'));
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page'));
const NotFoundPage = lazy(() => import('./routes/not-found-page'));

function RoutesOfTheSite() {
  useUnauthorizedRedirect();
  return (
    <Routes>
      <Route
        path={paths.signIn}
        element={
          <Suspense fallback={<Loading />}>
            <SignInRoute />
          </Suspense>
        }
      />
      <Route
        element={
          <StaffGate signInPath={paths.signIn}>
            <AdminLayout />
          </StaffGate>
        }
      >
        <Route index element={<DashboardPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter basename={ROUTER_BASENAME}>
      <RoutesOfTheSite />
    </BrowserRouter>
  );
}
