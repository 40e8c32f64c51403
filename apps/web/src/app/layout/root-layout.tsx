import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageFallback } from '../../components/page-fallback';
import { ScrollToTop } from './scroll-to-top';

/** The header and footer frame every listed route; unknown paths render outside it. */
export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
