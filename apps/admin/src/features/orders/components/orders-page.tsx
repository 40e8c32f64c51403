import { ADMIN_MESSAGES, formatGhs, ORDER_STATUSES } from '@shop/shared';
import { EyeOff } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { inputClass } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { Empty, LoadError, Loading } from '../../../components/ui/query-state';
import { cellClass, headCellClass, Table } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useOrders } from '../api/get-orders';
import { StatusBadge } from './status-badge';

export default function OrdersPage() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const orders = useOrders({ page, status, q });

  return (
    <div>
      <PageHeader title="Orders" />
      <div className="mb-3 flex flex-col gap-2 sm:flex-row">
        <input
          type="search"
          aria-label="Search orders by customer name, email or payment reference"
          placeholder="Customer name, email or payment reference"
          className={inputClass}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <select
          aria-label="Filter by status"
          className={`${inputClass} sm:w-48`}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            setPage(1);
          }}
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {orders.isPending ? (
        <Loading />
      ) : orders.isError ? (
        <LoadError message={orders.error.message} />
      ) : orders.data.orders.length === 0 ? (
        <Empty message={ADMIN_MESSAGES.noOrders} />
      ) : (
        <>
          <Table
            caption="Orders, newest first"
            head={
              <tr>
                <th className={headCellClass}>Placed</th>
                <th className={headCellClass}>Customer</th>
                <th className={headCellClass}>Items</th>
                <th className={headCellClass}>Total</th>
                <th className={headCellClass}>Status</th>
                <th className={headCellClass}>Payment</th>
              </tr>
            }
          >
            {orders.data.orders.map((order) => (
              <tr key={order._id}>
                <td className={`${cellClass} whitespace-nowrap`}>
                  <Link to={paths.order(order._id)} className="font-medium text-blue-700 hover:underline">
                    {formatDateTime(order.createdAt)}
                  </Link>
                </td>
                <td className={cellClass}>
                  {order.firstName} {order.lastName}
                  <span className="block text-xs text-slate-500">
                    {order.email} · {order.city}
                  </span>
                  {order.hiddenByCustomer ? (
                    <span className="mt-1 inline-flex items-center gap-1 rounded bg-slate-200 px-1.5 text-xs">
                      <EyeOff aria-hidden className="size-3" /> {ADMIN_MESSAGES.hiddenByCustomer}
                    </span>
                  ) : null}
                </td>
                <td className={cellClass}>{order.itemCount}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{formatGhs(order.total)}</td>
                <td className={cellClass}>
                  <StatusBadge status={order.orderStatus} />
                </td>
                <td className={cellClass}>
                  {order.paymentStatus}
                  <span className="block break-all text-xs text-slate-500">{order.paymentReference}</span>
                </td>
              </tr>
            ))}
          </Table>
          <Pager
            page={orders.data.page}
            limit={orders.data.limit}
            total={orders.data.total}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
