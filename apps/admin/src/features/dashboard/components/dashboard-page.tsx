import {
  ADMIN_MESSAGES,
  ADMIN_TEXTS,
  DASHBOARD_DAYS,
  formatGhs,
  ORDER_STATUSES,
  variantDisplayName,
} from '@shop/shared';
import { lazy, Suspense } from 'react';
import { useDashboard } from '../../../api/dashboard/get-dashboard';
import { useProfile } from '../../../api/profile/get-profile';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, LoadError, Loading } from '../../../components/ui/query-state';
import { failureMessage } from '../../../lib/failure-message';
import { BackupStatus, backupWarning } from './backup-status';
import { CollectedAtTheDoor } from './collected-at-the-door';
import { ReturnFiguresCard } from './return-figures-card';

const SalesChart = lazy(() => import('./sales-chart'));

export default function DashboardPage() {
  const dashboard = useDashboard();
  const isOwner = useProfile().data?.user.isOwner ?? false;
  if (dashboard.isPending) return <Loading />;
  if (dashboard.isError) return <LoadError message={failureMessage(dashboard.error)} />;
  const { days, statusCounts, topProducts, lowStock, backup } = dashboard.data;
  // A backup warning comes first on the page; a card with nothing to warn of stays at the end.
  const backupCard = backup ? <BackupStatus backup={backup} isOwner={isOwner} /> : null;
  const backupFirst = backup ? backupWarning(backup) !== null : false;
  const totalRevenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const totalOrders = days.reduce((sum, day) => sum + day.orders, 0);

  return (
    <div className="space-y-4">
      <PageHeader title={ADMIN_TEXTS.dashboard.title} />
      {backupFirst ? backupCard : null}
      <ul aria-label={ADMIN_TEXTS.dashboard.ordersByStatus} className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {ORDER_STATUSES.map((status) => (
          <li
            key={status}
            data-testid={`status-count-${status}`}
            className="rounded-lg border border-slate-200 bg-white p-3"
          >
            <span className="block text-xs text-slate-500">{status}</span>
            <span className="text-2xl font-semibold">{statusCounts[status] ?? 0}</span>
          </li>
        ))}
      </ul>
      <Card title={ADMIN_TEXTS.dashboard.lastDays(DASHBOARD_DAYS, totalOrders, formatGhs(totalRevenue))}>
        {totalOrders === 0 ? <Empty message={ADMIN_MESSAGES.noSales} /> : null}
        {/* The chart's box is sized before recharts arrives, so the page does not jump. */}
        <Suspense
          fallback={
            <div className="h-72">
              <Loading />
            </div>
          }
        >
          <SalesChart days={days} />
        </Suspense>
      </Card>
      <CollectedAtTheDoor />
      <ReturnFiguresCard />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={ADMIN_TEXTS.dashboard.topProducts}>
          {topProducts.length === 0 ? (
            <Empty message={ADMIN_MESSAGES.noTopProducts} />
          ) : (
            <ol className="divide-y divide-slate-100 text-sm">
              {topProducts.map((product) => (
                <li
                  key={`${product.productId}-${product.variant._id}`}
                  className="flex justify-between gap-3 py-2"
                >
                  <span className="min-w-0 truncate">
                    {variantDisplayName(product.name, product.variant.options)}
                  </span>
                  <span className="shrink-0 text-slate-600">
                    {ADMIN_TEXTS.dashboard.unitsSold(product.unitsSold, formatGhs(product.revenue))}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Card>
        <Card title={ADMIN_TEXTS.dashboard.lowStock}>
          {lowStock.length === 0 ? (
            <Empty message={ADMIN_MESSAGES.noLowStock} />
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {lowStock.map((product) => (
                <li key={product.variant._id} className="flex justify-between gap-3 py-2">
                  <span className="min-w-0 truncate">
                    {variantDisplayName(product.name, product.variant.options)}
                  </span>
                  <span className={product.stock === 0 ? 'font-semibold text-red-600' : 'text-amber-700'}>
                    {ADMIN_TEXTS.dashboard.stockLeft(product.stock)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      {backupFirst ? null : backupCard}
    </div>
  );
}
