import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { PageFallback } from '../components/page-fallback';
import { RootLayout } from './layout/root-layout';

// Each route's code loads on demand (React.lazy) so that / stays within its size budget.
const HomeRoute = lazy(() => import('./routes/home'));
const ContactsRoute = lazy(() => import('./routes/contacts'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));
const ProductsPage = lazy(() => import('../features/products/pages/products-page'));
const LowPricePage = lazy(() => import('../features/products/pages/low-price-page'));
const NewProductsPage = lazy(() => import('../features/products/pages/new-products-page'));
const ProductPage = lazy(() => import('../features/products/pages/product-page'));
const AboutPage = lazy(() => import('../features/store-info/pages/about-page'));
const FaqsPage = lazy(() => import('../features/help/pages/faqs-page'));
const PrivacyPage = lazy(() => import('../features/help/pages/privacy-page'));
const TermsPage = lazy(() => import('../features/help/pages/terms-page'));
const LoginPage = lazy(() => import('../features/auth/pages/login-page'));
const ProfilePage = lazy(() => import('../features/profile/pages/profile-page'));
const CartPage = lazy(() => import('../features/cart/pages/cart-page'));
const OrderPage = lazy(() => import('../features/checkout/pages/order-page'));
const TrackOrderPage = lazy(() => import('../features/orders/pages/track-order-page'));

/**
 * The routes shown with the header and footer (SPEC.md section 2: "listed paths"). The
 * account and checkout features (cart, login, order, track_order, profile) add theirs here.
 */
export const shopRoutes: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  { path: 'products', element: <ProductsPage /> },
  { path: 'low_price', element: <LowPricePage /> },
  { path: 'new_products', element: <NewProductsPage /> },
  { path: 'singleProducts/:productId', element: <ProductPage /> },
  { path: 'about', element: <AboutPage /> },
  { path: 'contacts', element: <ContactsRoute /> },
  { path: 'faqs', element: <FaqsPage /> },
  { path: 'privacy', element: <PrivacyPage /> },
  { path: 'term', element: <TermsPage /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'profile', element: <ProfilePage /> },
  { path: 'cart', element: <CartPage /> },
  { path: 'order', element: <OrderPage /> },
  { path: 'track_order', element: <TrackOrderPage /> },
];

export const routes: RouteObject[] = [
  { path: '/', element: <RootLayout />, children: shopRoutes },
  {
    path: '*',
    element: (
      <Suspense fallback={<PageFallback />}>
        <NotFoundRoute />
      </Suspense>
    ),
  },
];
