import {
  ADMIN_MESSAGES,
  ADMIN_TEXTS,
  formatGhs,
  ORDER_STATUSES,
  orderStateLine,
  PICKUP_COUNTER_ADMIN_TEXTS,
  paymentMethodLabel,
} from '@shop/shared';
import { EyeOff } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { useOrders } from '../../../api/orders/get-orders';
import { FilterSelect, SearchBox } from '../../../components/list-filters';
import { PagedResults } from '../../../components/paged-results';
import { PageHeader } from '../../../components/ui/page-header';
import { cellClass, headCellClass, Table } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useListFilters } from '../../../lib/use-list-filters';
import { PickupFilters } from './pickup-filters';
import { StatusBadge } from './status-badge';

export default function OrdersPage() {
  const { page, setPage, filters, setFilter } = useListFilters({
    search: '',
    status: '',
    fulfilment: '',
    branch: '',
  });
  const q = useDeferredValue(filters.search.trim());
  const orders = useOrders({
    page,
    status: filters.status,
    q,
    fulfilment: filters.fulfilment,
    branch: filters.branch,
  });

  return (
    <div>
      <PageHeader title={ADMIN_TEXTS.orders.title} />
      <div className="mb-3 flex flex-col gap-2 sm:flex-row">
        <SearchBox
          label={ADMIN_TEXTS.orders.search}
          placeholder={ADMIN_TEXTS.orders.searchPlaceholder}
          value={filters.search}
          onChange={setFilter('search')}
        />
        <FilterSelect
          label={ADMIN_TEXTS.orders.statusFilter}
          allLabel={ADMIN_TEXTS.orders.allStatuses}
          options={ORDER_STATUSES}
          className="sm:w-48"
          value={filters.status}
          onChange={setFilter('status')}
        />
        <PickupFilters
          fulfilment={filters.fulfilment}
          branch={filters.branch}
          onFulfilment={setFilter('fulfilment')}
          onBranch={setFilter('branch')}
        />
      </div>
      <PagedResults
        query={orders}
        countOf={(data) => data.orders.length}
        emptyMessage={ADMIN_MESSAGES.noOrders}
        onPage={setPage}
      >
        {(data) => (
          <Table
            caption={ADMIN_TEXTS.orders.caption}
            head={
              <tr>
                <th className={headCellClass}>{ADMIN_TEXTS.orders.number}</th>
                <th className={headCellClass}>{ADMIN_TEXTS.orders.placed}</th>
                <th className={headCellClass}>{ADMIN_TEXTS.orders.customer}</th>
                <th className={headCellClass}>{ADMIN_TEXTS.orders.items}</th>
                <th className={headCellClass}>{ADMIN_TEXTS.orders.total}</th>
                <th className={headCellClass}>{ADMIN_TEXTS.orders.status}</th>
                <th className={headCellClass}>{ADMIN_TEXTS.orders.payment}</th>
              </tr>
            }
          >
            {data.orders.map((order) => (
              <tr key={order._id}>
                <td className={`${cellClass} whitespace-nowrap`}>
                  <Link to={paths.order(order._id)} className="font-medium text-blue-700 hover:underline">
                    {order.orderNumber}
                  </Link>
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(order.createdAt)}</td>
                <td className={cellClass}>
                  {order.firstName} {order.lastName}
                  <span className="block text-xs text-slate-500">
                    {order.email} · {order.city}
                  </span>
                  {order.fulfilment === 'pickup' ? (
                    <span
                      className="mt-1 inline-block rounded bg-amber-100 px-1.5 text-xs"
                      data-testid="order-pickup"
                    >
                      {PICKUP_COUNTER_ADMIN_TEXTS.fulfilment.pickup}: {order.branch?.name ?? '-'}
                    </span>
                  ) : null}
                  {order.hiddenByCustomer ? (
                    <span className="mt-1 inline-flex items-center gap-1 rounded bg-slate-200 px-1.5 text-xs">
                      <EyeOff aria-hidden className="size-3" /> {ADMIN_MESSAGES.hiddenByCustomer}
                    </span>
                  ) : null}
                </td>
                <td className={cellClass}>{order.itemCount}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{formatGhs(order.total)}</td>
                <td className={cellClass}>
                  {/* One line for where the parcel and the money are, not three labels side by side. */}
                  <StatusBadge
                    status={order.orderStatus}
                    label={orderStateLine(order)}
                    testId="order-state"
                  />
                </td>
                <td className={cellClass}>
                  {paymentMethodLabel(order.paymentMethod)}
                  <span className="block break-all text-xs text-slate-500">{order.paymentReference}</span>
                </td>
              </tr>
            ))}
          </Table>
        )}
      </PagedResults>
    </div>
  );
}
