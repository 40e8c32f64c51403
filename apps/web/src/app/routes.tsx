import { invoicePagePath, WARRANTY_PAGE_PATH } from '@shop/shared';
import {
  creditNotePagePath,
  returnRequestPagePath,
  STOCK_ALERT_CONFIRM_PATH,
  UNSUBSCRIBE_PAGE_PATH,
} from '@shop/shared/storefront-paths';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { sellerDetailsQueryOptions } from '../api/store-info/get-seller-details';
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
  /** Its module's path in the project (`src/...`), as the build's manifest names it. */
  source: string;
  Component: ComponentType;
  /** Personal screens, which need the shopper's token: the server sends their frame only. */
  clientOnly?: boolean;
}

/** Every page's module by its path from this file, each its own chunk, loaded on demand. */
const PAGE_MODULES = import.meta.glob<PageModule>([
  './routes/*.tsx',
  '../features/*/pages/*-page.tsx',
  '!**/*.test.tsx',
  // Part of the route modules ./routes/profile.tsx, ./routes/track-order.tsx and ./routes/product.tsx, not pages.
  '!../features/profile/pages/profile-page.tsx',
  '!../features/orders/pages/track-order-page.tsx',
  '!../features/products/pages/product-page.tsx',
]);

// Each page's code loads on demand (React.lazy) so that / stays within its size budget; asked
// once, so that asking early (loadPagesAt) and the render share one download.
function page(file: string, options: { clientOnly?: boolean } = {}): Page {
  const loadModule = PAGE_MODULES[file];
  if (!loadModule) throw new Error(`routes.tsx: no page module ${file}`);
  let loading: Promise<PageModule> | undefined;
  const load = () => {
    loading ??= loadModule();
    return loading;
  };
  const source = new URL(file, 'file:///src/app/').pathname.slice(1);
  return { load, source, Component: lazy(load), ...options };
}

const pages = {
  home: page('./routes/home.tsx'),
  products: page('../features/products/pages/products-page.tsx'),
  lowPrice: page('../features/products/pages/low-price-page.tsx'),
  newProducts: page('../features/products/pages/new-products-page.tsx'),
  product: page('./routes/product.tsx'),
  about: page('../features/store-info/pages/about-page.tsx'),
  contacts: page('./routes/contacts.tsx'),
  faqs: page('../features/help/pages/faqs-page.tsx'),
  privacy: page('../features/help/pages/privacy-page.tsx'),
  terms: page('../features/help/pages/terms-page.tsx'),
  login: page('../features/auth/pages/login-page.tsx', { clientOnly: true }),
  resetPassword: page('../features/auth/pages/reset-password-page.tsx', { clientOnly: true }),
  profile: page('./routes/profile.tsx', { clientOnly: true }),
  cart: page('../features/cart/pages/cart-page.tsx', { clientOnly: true }),
  order: page('../features/checkout/pages/order-page.tsx', { clientOnly: true }),
  trackOrder: page('./routes/track-order.tsx', { clientOnly: true }),
  invoice: page('../features/orders/pages/invoice-page.tsx', { clientOnly: true }),
  returnRequest: page('../features/returns/pages/return-request-page.tsx', { clientOnly: true }),
  creditNote: page('../features/returns/pages/credit-note-page.tsx', { clientOnly: true }),
  review: page('../features/reviews/pages/review-page.tsx', { clientOnly: true }),
  unsubscribe: page('../features/marketing-consent/pages/unsubscribe-page.tsx', { clientOnly: true }),
  stockAlertConfirm: page('../features/stock-alerts/pages/stock-alert-confirm-page.tsx', {
    clientOnly: true,
  }),
  warranty: page('../features/warranty/pages/warranty-page.tsx'),
  notFound: page('./routes/not-found.tsx'),
};

/**
 * The routes shown with the header and footer (docs/product/storefront.md#routes: "on these
 * routes only").
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
  // The paths of decision 0061, as packages/shared names them for the e-mails too.
  { path: invoicePagePath(':orderId').slice(1), page: pages.invoice },
  { path: WARRANTY_PAGE_PATH.slice(1), page: pages.warranty },
  // The paths of decision 0063, as packages/shared names them for the e-mails too.
  { path: returnRequestPagePath(':orderId').slice(1), page: pages.returnRequest },
  { path: creditNotePagePath(':orderId', ':number').slice(1), page: pages.creditNote },
  // The review form of decision 0064: reviewPagePath of packages/shared, which the review e-mails
  // name with ?token= (its id is a number, so the pattern is written out).
  { path: 'review/:productId', page: pages.review },
  // The unsubscribe page of decision 0065, which the marketing e-mails name with ?token=.
  { path: UNSUBSCRIBE_PAGE_PATH.slice(1), page: pages.unsubscribe },
  // The confirmation of a guest's back-in-stock e-mail (decision 0066), named with ?token=.
  { path: STOCK_ALERT_CONFIRM_PATH.slice(1), page: pages.stockAlertConfirm },
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
      // Every page's footer names the seller (decision 0070): read once per render, before the page's own data.
      ...(queryClient
        ? {
            loader: async () => {
              await queryClient.prefetchQuery(sellerDetailsQueryOptions());
              return null;
            },
          }
        : {}),
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

const pagesOf = (matches: readonly { route: RouteObject }[]) =>
  matches.flatMap(({ route }) => (route.handle as PageHandle | undefined)?.page ?? []);

/** Asks for the code of the pages at `pathname`, before the router renders them. */
export function loadPagesAt(pathname: string): void {
  for (const page of pagesOf(matchRoutes(routes, pathname) ?? [])) void page.load();
}

/** The modules (`src/...`) of the pages a render matched, whose code the browser will need. */
export function pageSourcesOf(matches: readonly { route: RouteObject }[]): string[] {
  return pagesOf(matches).map((page) => page.source);
}
