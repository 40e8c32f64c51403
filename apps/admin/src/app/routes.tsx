import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { Loading } from '../components/ui/query-state';
import { StaffGate } from '../features/auth/components/staff-gate';
import { paths } from '../lib/paths';
import { AdminLayout } from './layout';

// Each screen is its own chunk: the sign-in page does not pay for recharts or the product form.
const SignInRoute = lazy(() => import('./routes/sign-in-route'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password-page'));
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page'));
const ProductsPage = lazy(() => import('../features/products/components/products-page'));
const ProductFormPage = lazy(() => import('../features/products/components/product-form-page'));
const CatalogueTransferPage = lazy(
  () => import('../features/catalogue-transfer/components/catalogue-transfer-page'),
);
const CatalogueListsPage = lazy(() => import('../features/catalogue-lists/components/catalogue-lists-page'));
const HeroesPage = lazy(() => import('../features/heroes/components/heroes-page'));
const DeliveryFeesPage = lazy(() => import('../features/delivery-fees/components/delivery-fees-page'));
const StoreInfoPage = lazy(() => import('../features/store-info/components/store-info-page'));
const TaxSettingsPage = lazy(() => import('../features/tax-settings/components/tax-settings-page'));
const SellerDetailsPage = lazy(() => import('../features/seller-details/components/seller-details-page'));
const BranchesPage = lazy(() => import('../features/branches/components/branches-page'));
const StockTransfersPage = lazy(() => import('../features/branch-stock/components/stock-transfers-page'));
const BranchStockPanel = lazy(() =>
  import('../features/branch-stock/components/branch-stock-panel').then((module) => ({
    default: module.BranchStockPanel,
  })),
);

/** A product's edit page with its stock by branch below the variants (decision 0068). */
const productPanels = (productId: number, onStockChanged: () => void) => (
  <Suspense fallback={<Loading />}>
    <BranchStockPanel productId={productId} onStockChanged={onStockChanged} />
  </Suspense>
);
const PromotionsPage = lazy(() => import('../features/promotions/components/promotions-page'));
const OrdersPage = lazy(() => import('../features/orders/components/orders-page'));
const OrderDetailPage = lazy(() => import('../features/orders/components/order-detail-page'));
const ReturnsPage = lazy(() => import('../features/returns/components/returns-page'));
const ReturnRequestPage = lazy(() => import('../features/returns/components/return-request-page'));
const ReturnSettingsPage = lazy(() => import('../features/return-settings/components/return-settings-page'));
const ReviewsPage = lazy(() => import('../features/reviews/components/reviews-page'));
const CustomersPage = lazy(() => import('../features/customers/components/customers-page'));
const MessagesPage = lazy(() => import('../features/messages/components/messages-page'));
const SubscribersPage = lazy(() => import('../features/subscribers/components/subscribers-page'));
const OutboxPage = lazy(() => import('../features/outbox/components/outbox-page'));
const AuditLogPage = lazy(() => import('../features/audit-log/components/audit-log-page'));
const DeliveryRunPage = lazy(() => import('../features/delivery-run/components/delivery-run-page'));
const TwoStepPage = lazy(() => import('../features/auth/components/two-step-page'));
const StaffSecurityPage = lazy(() => import('../features/staff-security/components/staff-security-page'));
const NotFoundPage = lazy(() => import('./routes/not-found-page'));

/** Every route of the admin site, relative to the router's basename (lib/paths.ts). */
export const routes: RouteObject[] = [
  {
    path: paths.signIn,
    element: (
      <Suspense fallback={<Loading />}>
        <SignInRoute />
      </Suspense>
    ),
  },
  {
    path: paths.resetPassword,
    element: (
      <Suspense fallback={<Loading />}>
        <ResetPasswordPage />
      </Suspense>
    ),
  },
  {
    element: (
      <StaffGate signInPath={paths.signIn}>
        <AdminLayout />
      </StaffGate>
    ),
    children: [
      { index: true, element: <DashboardPage /> },
      { path: paths.products, element: <ProductsPage /> },
      { path: paths.newProduct, element: <ProductFormPage /> },
      { path: paths.catalogueTransfer, element: <CatalogueTransferPage /> },
      { path: '/products/:productId', element: <ProductFormPage productPanels={productPanels} /> },
      { path: paths.catalogueLists, element: <CatalogueListsPage /> },
      { path: paths.heroes, element: <HeroesPage /> },
      { path: paths.deliveryFees, element: <DeliveryFeesPage /> },
      { path: paths.storeInfo, element: <StoreInfoPage /> },
      { path: paths.taxSettings, element: <TaxSettingsPage /> },
      { path: paths.sellerDetails, element: <SellerDetailsPage /> },
      { path: paths.branches, element: <BranchesPage /> },
      { path: paths.stockTransfers, element: <StockTransfersPage /> },
      { path: paths.promotions, element: <PromotionsPage /> },
      { path: paths.orders, element: <OrdersPage /> },
      { path: '/orders/:orderId', element: <OrderDetailPage /> },
      { path: paths.returns, element: <ReturnsPage /> },
      { path: '/returns/:returnId', element: <ReturnRequestPage /> },
      { path: paths.returnSettings, element: <ReturnSettingsPage /> },
      { path: paths.reviews, element: <ReviewsPage /> },
      { path: paths.customers, element: <CustomersPage /> },
      { path: paths.messages, element: <MessagesPage /> },
      { path: paths.outbox, element: <OutboxPage /> },
      { path: paths.auditLog, element: <AuditLogPage /> },
      { path: paths.deliveryRun, element: <DeliveryRunPage /> },
      { path: paths.subscribers, element: <SubscribersPage /> },
      { path: paths.twoStep, element: <TwoStepPage /> },
      { path: paths.staffSecurity, element: <StaffSecurityPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
