import { invoicePagePath, ORDER_LABELS } from '@shop/shared';
import { ORDER_TAX_LABELS } from '@shop/shared/warranty-page-texts';
import { Link } from 'react-router';
import { useOrders } from '../../../api/orders/get-orders';
import { paths } from '../../../lib/paths';
import { useAuthToken } from '../../../lib/use-auth-token';
import { shownStatus } from '../order-state';
import { OrderStatusBadge } from './order-status-badge';

const RECENT_COUNT = 3;
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/**
 * The shopper's last few orders by number, date, how each is paid, invoice and status, on /profile: the
 * numbers they quote to the shop (KTG-1042), a tap away from /track_order. Nothing while there are none.
 */
export function RecentOrders() {
  const token = useAuthToken();
  // Asked only with a token: after a logout it must not ask again with none.
  const orders = useOrders(undefined, { enabled: Boolean(token) });
  if (!token || !orders.data?.length) return null;
  return (
    <section aria-labelledby="recent-orders-heading" className="mx-auto w-full max-w-md px-4 pb-10">
      <h2 id="recent-orders-heading" className="mb-2 text-lg font-semibold">
        {ORDER_LABELS.recent}
      </h2>
      <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
        {orders.data.slice(0, RECENT_COUNT).map((order) => (
          <li key={order._id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <span>
              <span className="block font-medium" data-testid="recent-order-number">
                {order.orderNumber}
              </span>
              <time dateTime={order.createdAt} className="text-sm text-slate-600">
                {dateFormat.format(new Date(order.createdAt))}
              </time>
              {order.howPaid && (
                <span className="block text-sm text-slate-700" data-testid="recent-order-how-paid">
                  {order.howPaid}
                </span>
              )}
              {order.invoice && (
                <Link
                  to={invoicePagePath(order._id)}
                  className="inline-flex min-h-11 items-center text-sm font-semibold text-blue-700 hover:underline"
                >
                  {ORDER_TAX_LABELS.invoiceLink(order.invoice.number)}
                </Link>
              )}
            </span>
            <OrderStatusBadge status={shownStatus(order)} fulfilment={order.fulfilment} />
          </li>
        ))}
      </ul>
      <Link
        to={paths.trackOrder}
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-blue-700"
      >
        {ORDER_LABELS.seeAll}
      </Link>
    </section>
  );
}
