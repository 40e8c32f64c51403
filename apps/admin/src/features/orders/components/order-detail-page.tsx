import { ADMIN_MESSAGES, formatGhs, type OrderStatus } from '@shop/shared';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { useOrder } from '../../../api/orders/get-order';
import { useUpdateOrderStatus } from '../../../api/orders/update-order-status';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError, Loading } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/dates';
import { failureMessage } from '../../../lib/failure-message';
import { paths } from '../../../lib/paths';
import { OrderItemsTable } from './order-items-table';
import { StatusActions } from './status-actions';
import { StatusBadge } from './status-badge';

export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const move = useUpdateOrderStatus();
  if (order.isPending) return <Loading />;
  if (order.isError) return <LoadError message={failureMessage(order.error)} />;
  const detail = order.data.order;

  function moveTo(status: OrderStatus, reason?: string) {
    move.mutate(
      { id: detail._id, status, reason },
      { onSuccess: (answer) => toast.success(answer.message ?? ADMIN_MESSAGES.saved) },
    );
  }

  return (
    <div className="space-y-4">
      <PageHeader
        title={`Order of ${detail.firstName} ${detail.lastName}`}
        actions={
          <Link to={paths.orders} className="text-sm underline">
            Back to orders
          </Link>
        }
      />
      <Card title="Status">
        <p className="mb-3 flex flex-wrap items-center gap-2 text-sm">
          <span data-testid="order-status">
            <StatusBadge status={detail.orderStatus} />
          </span>
          <span className="text-slate-600">since {formatDateTime(detail.statusChangedAt)}</span>
          {detail.hiddenByCustomer ? (
            <span className="rounded bg-slate-200 px-1.5 text-xs">{ADMIN_MESSAGES.hiddenByCustomer}</span>
          ) : null}
        </p>
        {detail.cancelReason ? <p className="mb-3 text-sm">Reason: {detail.cancelReason}</p> : null}
        <StatusActions
          key={detail.orderStatus}
          status={detail.orderStatus}
          busy={move.isPending}
          onMove={moveTo}
        />
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="Customer and delivery">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">Placed</dt>
            <dd>{formatDateTime(detail.createdAt)}</dd>
            <dt className="text-slate-500">Name</dt>
            <dd>
              {detail.firstName} {detail.lastName}
            </dd>
            <dt className="text-slate-500">Email</dt>
            <dd className="break-all">{detail.email}</dd>
            <dt className="text-slate-500">Phone</dt>
            <dd>{detail.phoneNumber}</dd>
            <dt className="text-slate-500">Address</dt>
            <dd>
              {[detail.street, detail.city, detail.state, detail.zipCode, detail.country]
                .filter(Boolean)
                .join(', ')}
            </dd>
            <dt className="text-slate-500">Account</dt>
            <dd>
              {detail.customer ? `${detail.customer.name} (${detail.customer.email})` : 'Account removed'}
            </dd>
          </dl>
        </Card>
        <Card title="Payment">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">Status</dt>
            <dd>{detail.paymentStatus}</dd>
            <dt className="text-slate-500">Method</dt>
            <dd>{detail.paymentMethod}</dd>
            <dt className="text-slate-500">Reference</dt>
            <dd className="break-all font-mono">{detail.paymentReference}</dd>
            {detail.payment ? (
              <>
                <dt className="text-slate-500">Provider</dt>
                <dd>
                  {detail.payment.provider} ({detail.payment.status})
                </dd>
                <dt className="text-slate-500">Amount</dt>
                <dd>
                  {detail.payment.currency === 'GHS'
                    ? formatGhs(detail.payment.amount)
                    : `${detail.payment.amount} ${detail.payment.currency}`}
                </dd>
                <dt className="text-slate-500">Channel</dt>
                <dd>{detail.payment.channel ?? '-'}</dd>
                <dt className="text-slate-500">Paid at</dt>
                <dd>{detail.payment.paidAt ? formatDateTime(detail.payment.paidAt) : '-'}</dd>
              </>
            ) : null}
          </dl>
          {detail.payment ? (
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer font-medium">Provider answer</summary>
              <pre className="mt-2 max-h-80 overflow-auto rounded bg-slate-900 p-3 text-xs text-slate-100">
                {JSON.stringify(detail.payment.raw, null, 2)}
              </pre>
            </details>
          ) : null}
        </Card>
      </div>
      <Card title="Items">
        <OrderItemsTable
          items={detail.items}
          subtotal={detail.subtotal}
          shippingFee={detail.shippingFee}
          total={detail.total}
        />
      </Card>
    </div>
  );
}
