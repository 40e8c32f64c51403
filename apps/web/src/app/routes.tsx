import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { ClientOnly } from '../components/client-only';
import { PageFallback } from '../components/page-fallback';
import type { PageDataLoader } from '../lib/page-data';
import { RootLayout } from './layout/root-layout';

interface PageModule {
  default: ComponentType;
  /** What the page shows at first, loaded before the server renders it. */
  loadPageData?: PageDataLoader;
}

interface Page {
  load: () => Promise<PageModule>;
  Component: ComponentType;
  /** Personal screens, which need the shopper's token: the server sends their frame only. */
  clientOnly?: boolean;
}

// Each page's code loads on demand (React.lazy) so that / stays within its size budget; asked
// once, so that asking early (loadPagesAt) and the render share one download.
function page(loadModule: () => Promise<PageModule>, options: { clientOnly?: boolean } = {}): Page {
  let loading: Promise<PageModule> | undefined;
  const load = () => {
    loading ??= loadModule();
    return loading;
  };
  return { load, Component: lazy(load), ...options };
}

const pages = {
  home: page(() => import('./routes/home')),
  products: page(() => import('../features/products/pages/products-page')),
  lowPrice: page(() => import('../features/products/pages/low-price-page')),
  newProducts: page(() => import('../features/products/pages/new-products-page')),
  product: page(() => import('../features/products/pages/product-page')),
  about: page(() => import('../features/store-info/pages/about-page')),
  contacts: page(() => import('./routes/contacts')),
  faqs: page(() => import('../features/help/pages/faqs-page')),
  privacy: page(() => import('../features/help/pages/privacy-page')),
  terms: page(() => import('../features/help/pages/terms-page')),
  login: page(() => import('../features/auth/pages/login-page'), { clientOnly: true }),
  resetPassword: page(() => import('../features/auth/pages/reset-password-page'), { clientOnly: true }),
  profile: page(() => import('./routes/profile'), { clientOnly: true }),
  cart: page(() => import('../features/cart/pages/cart-page'), { clientOnly: true }),
  order: page(() => import('../features/checkout/pages/order-page'), { clientOnly: true }),
  trackOrder: page(() => import('./routes/track-order'), { clientOnly: true }),
  notFound: page(() => import('./routes/not-found')),
};

/**
 * The routes shown with the header and footer (SPEC.md section 2: "listed paths").
 */
const shopPages: { path?: string; page: Page }[] = [
  { page: pages.home },
  { path: 'products', page: pages.products },
  { path: 'low_price', page: pages.lowPrice },
  { path: 'new_products', page: pages.newProducts },
  { path: 'singleProducts/:productId', page: pages.product },
  { path: 'about', page: pages.about },
  { path: 'contacts', page: pages.contacts },
  { path: 'faqs', page: pages.faqs },
  { path: 'privacy', page: pages.privacy },
  { path: 'term', page: pages.terms },
  { path: 'login', page: pages.login },
  { path: 'reset_password', page: pages.resetPassword },
  { path: 'profile', page: pages.profile },
  { path: 'cart', page: pages.cart },
  { path: 'order', page: pages.order },
  { path: 'track_order', page: pages.trackOrder },
];

/** What a route carries for loadPagesAt. */
interface PageHandle {
  page: Page;
}

function pageElement({ Component, clientOnly }: Page) {
  return clientOnly ? (
    <ClientOnly fallback={<PageFallback />}>
      <Component />
    </ClientOnly>
  ) : (
    <Component />
  );
}

/**
 * The server's loader of a page: its code, then its data into the request's query client. The
 * browser's routes have none; their components ask for their data, from the cache the server
 * handed over at first and from the API on later visits.
 */
function serverLoader({ load, clientOnly }: Page, queryClient: QueryClient): RouteObject['loader'] {
  return async ({ params, request }) => {
    if (clientOnly) return null;
    const module = await load();
    await module.loadPageData?.({ queryClient, params, url: new URL(request.url) });
    return null;
  };
}

/** The storefront's routes; given a query client, with the server's loaders that fill it. */
export function createRoutes(queryClient?: QueryClient): RouteObject[] {
  const withData = (target: Page) => (queryClient ? { loader: serverLoader(target, queryClient) } : {});
  return [
    {
      path: '/',
      element: <RootLayout />,
      children: shopPages.map(({ path, page: target }) => ({
        ...(path ? { path } : { index: true as const }),
        element: pageElement(target),
        handle: { page: target } satisfies PageHandle,
        ...withData(target),
      })),
    },
    {
      path: '*',
      element: (
        <Suspense fallback={<PageFallback />}>
          <pages.notFound.Component />
        </Suspense>
      ),
      handle: { page: pages.notFound } satisfies PageHandle,
      ...withData(pages.notFound),
    },
  ];
}

export const routes = createRoutes();

/** Asks for the code of the pages at `pathname`, before the router renders them. */
export function loadPagesAt(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    void (route.handle as PageHandle | undefined)?.page.load();
  }
}
