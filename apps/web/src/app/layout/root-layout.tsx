import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { HydrateLater } from '../../components/hydrate-later';
import { PageFallback } from '../../components/page-fallback';
import { useFlashToast } from '../../lib/flash-toast';
import { ConnectionBars } from './connection-bars';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

/**
 * The header and footer frame every listed route; unknown paths render outside it. The main area is
 * at least a screen tall, so the footer starts below the fold and does not jump away when a
 * route's code and data arrive.
 */
export function RootLayout() {
  // The login reloads whichever screen the shopper returns to; its toasts follow on any of them.
  useFlashToast();
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <HydrateLater id="header">
        <Header />
      </HydrateLater>
      <ConnectionBars />
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <Suspense fallback={<PageFallback />}>
          <HydrateLater id="page">
            {/* One element for the page, whatever its own top level: the node kept while it waits. */}
            <div className="contents">
              <Outlet />
            </div>
          </HydrateLater>
        </Suspense>
      </main>
      <HydrateLater id="footer">
        <Footer />
      </HydrateLater>
    </div>
  );
}
