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
const ProductsPage = lazy(() => import('../features/products/components/products-page'));
const ProductFormPage = lazy(() => import('../features/products/components/product-form-page'));
const HeroesPage = lazy(() => import('../features/heroes/components/heroes-page'));
const DeliveryFeesPage = lazy(() => import('../features/delivery-fees/components/delivery-fees-page'));
const StoreInfoPage = lazy(() => import('../features/store-info/components/store-info-page'));
const OrdersPage = lazy(() => import('../features/orders/components/orders-page'));
const OrderDetailPage = lazy(() => import('../features/orders/components/order-detail-page'));
const CustomersPage = lazy(() => import('../features/customers/components/customers-page'));
const MessagesPage = lazy(() => import('../features/messages/components/messages-page'));
const SubscribersPage = lazy(() => import('../features/subscribers/components/subscribers-page'));
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
        <Route path={paths.products} element={<ProductsPage />} />
        <Route path={paths.newProduct} element={<ProductFormPage />} />
        <Route path="/products/:productId" element={<ProductFormPage />} />
        <Route path={paths.heroes} element={<HeroesPage />} />
        <Route path={paths.deliveryFees} element={<DeliveryFeesPage />} />
        <Route path={paths.storeInfo} element={<StoreInfoPage />} />
        <Route path={paths.orders} element={<OrdersPage />} />
        <Route path="/orders/:orderId" element={<OrderDetailPage />} />
        <Route path={paths.customers} element={<CustomersPage />} />
        <Route path={paths.messages} element={<MessagesPage />} />
        <Route path={paths.subscribers} element={<SubscribersPage />} />
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
