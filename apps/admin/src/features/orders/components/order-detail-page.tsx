import {
  ADMIN_MESSAGES,
  ADMIN_ORDER_TEXTS,
  ADMIN_TEXTS,
  DIGITAL_ADDRESS_TEXTS,
  formatGhs,
  type OrderStatus,
  orderStateLine,
  PAYMENT_STATES,
  type PaymentStatus,
  PHONE_LABELS,
  paymentMethodLabel,
  paymentStateLabel,
  SERIAL_TEXTS,
  staffStatusMovesOf,
} from '@shop/shared';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useDownloadInvoice } from '../../../api/orders/download-invoice';
import { useOrder } from '../../../api/orders/get-order';
import { useUpdateOrderStatus } from '../../../api/orders/update-order-status';
import { PayOnDeliveryBlocks } from '../../../components/pay-on-delivery-blocks';
import { PhoneWithMarks } from '../../../components/phone-marks';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError, Loading } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/dates';
import { failureMessage } from '../../../lib/failure-message';
import { paths } from '../../../lib/paths';
import { DoorOutcomeCard } from './door-outcome-card';
import { OrderItemsTable } from './order-items-table';
import { OrderTimeline } from './order-timeline';
import { PickupCounterCard } from './pickup-counter-card';
import { StatusActions } from './status-actions';
import { StatusBadge } from './status-badge';

export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const move = useUpdateOrderStatus();
  // In Truck with serials: a refusal is shown in the serials form, not as a toast too.
  const moveWithSerials = useUpdateOrderStatus({ silent: true });
  const invoiceDownload = useDownloadInvoice();
  if (order.isPending) return <Loading />;
  if (order.isError) return <LoadError message={failureMessage(order.error)} />;
  const detail = order.data.order;
  const invoice = detail.invoice;

  function moveTo(status: OrderStatus, reason?: string, serials?: Record<string, string[]>) {
    (serials ? moveWithSerials : move).mutate(
      { id: detail._id, status, reason, serials },
      { onSuccess: (answer) => toast.success(answer.message ?? ADMIN_MESSAGES.saved) },
    );
  }

  return (
    <div className="space-y-4">
      <PageHeader
        title={ADMIN_TEXTS.orderDetail.title(detail.orderNumber, detail.firstName, detail.lastName)}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            {invoice ? (
              <Button
                variant="secondary"
                disabled={invoiceDownload.isPending}
                onClick={() => invoiceDownload.mutate({ orderId: detail._id, invoiceNumber: invoice.number })}
              >
                {SERIAL_TEXTS.downloadInvoice}
              </Button>
            ) : null}
            <Link to={paths.orders} className="text-sm underline">
              {ADMIN_TEXTS.orderDetail.backToOrders}
            </Link>
          </div>
        }
      />
      <Card title={ADMIN_TEXTS.orderDetail.status}>
        <p className="mb-3 flex flex-wrap items-center gap-2 text-sm">
          <StatusBadge status={detail.orderStatus} label={orderStateLine(detail)} testId="order-status" />
          {detail.hiddenByCustomer ? (
            <span className="rounded bg-slate-200 px-1.5 text-xs">{ADMIN_MESSAGES.hiddenByCustomer}</span>
          ) : null}
        </p>
        {detail.cancelReason ? (
          <p className="mb-3 text-sm">{ADMIN_TEXTS.orderDetail.reason(detail.cancelReason)}</p>
        ) : null}
        {detail.orderStatus === 'In Transit' && detail.staffMoves?.includes('Delivered') ? (
          <p className="mb-3 text-sm text-slate-700">{ADMIN_ORDER_TEXTS.shopperMayConfirm}</p>
        ) : null}
        <StatusActions
          key={detail.orderStatus}
          orderId={detail._id}
          orderNumber={detail.orderNumber}
          status={detail.orderStatus}
          moves={detail.staffMoves ?? staffStatusMovesOf(detail)}
          busy={move.isPending || moveWithSerials.isPending}
          items={detail.items}
          serialsError={moveWithSerials.error ? failureMessage(moveWithSerials.error) : undefined}
          onMove={moveTo}
        />
        <h3 className="mb-2 mt-4 text-sm font-semibold text-slate-900">{ADMIN_ORDER_TEXTS.timeline.title}</h3>
        <OrderTimeline order={detail} />
      </Card>
      <PickupCounterCard key={`pickup-${detail.orderStatus}-${detail.counter?.locked}`} order={detail} />
      <DoorOutcomeCard key={`${detail.paymentStatus}-${detail.orderStatus}`} order={detail} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={ADMIN_TEXTS.orderDetail.customerAndDelivery}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">{ADMIN_TEXTS.orderDetail.placed}</dt>
            <dd>{formatDateTime(detail.createdAt)}</dd>
            <dt className="text-slate-500">{ADMIN_TEXTS.orderDetail.name}</dt>
            <dd>
              {detail.firstName} {detail.lastName}
            </dd>
            <dt className="text-slate-500">{ADMIN_TEXTS.orderDetail.email}</dt>
            <dd className="break-all">{detail.email}</dd>
            <dt className="text-slate-500">{ADMIN_TEXTS.orderDetail.phone}</dt>
            <dd>
              <PhoneWithMarks
                phone={detail.phoneNumber}
                verified={detail.phoneVerified}
                unreadable={detail.phoneUnreadable}
              />
              <span className="block text-xs text-slate-500">
                {PHONE_LABELS.orderTexts}:{' '}
                {detail.orderTexts ? ADMIN_TEXTS.orderDetail.yes : ADMIN_TEXTS.orderDetail.no}
              </span>
            </dd>
            <dt className="text-slate-500">{ADMIN_TEXTS.orderDetail.address}</dt>
            <dd>
              {[detail.street, detail.city, detail.state, detail.zipCode, detail.country]
                .filter(Boolean)
                .join(', ')}
            </dd>
            {detail.digitalAddress && (
              <>
                <dt className="text-slate-500">{DIGITAL_ADDRESS_TEXTS.label}</dt>
                <dd data-testid="digital-address">{detail.digitalAddress}</dd>
              </>
            )}
            <dt className="text-slate-500">{ADMIN_TEXTS.orderDetail.account}</dt>
            <dd>
              {detail.customer
                ? ADMIN_TEXTS.orderDetail.accountOf(detail.customer.name, detail.customer.email)
                : ADMIN_TEXTS.orderDetail.accountRemoved}
            </dd>
          </dl>
          <PayOnDeliveryBlocks blocks={detail.payOnDeliveryBlocks} className="mt-2" />
        </Card>
        <Card title={ADMIN_TEXTS.orderDetail.payment}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">{ADMIN_TEXTS.orderDetail.paymentStatus}</dt>
            <dd>
              {paymentStateLabel(detail.paymentStatus)}
              {/* What the state means and what comes next, from the payment table. */}
              <span className="block text-xs text-slate-500">
                {PAYMENT_STATES[detail.paymentStatus as PaymentStatus]?.meaning}
              </span>
            </dd>
            <dt className="text-slate-500">{ADMIN_TEXTS.orderDetail.method}</dt>
            <dd>
              {paymentMethodLabel(detail.paymentMethod)}
              {detail.howPaid ? (
                <span className="block text-xs text-slate-500" data-testid="order-how-paid">
                  {detail.howPaid}
                </span>
              ) : null}
            </dd>
            <dt className="text-slate-500">{ADMIN_TEXTS.orderDetail.reference}</dt>
            <dd className="break-all font-mono">{detail.paymentReference}</dd>
            {detail.payment ? (
              <>
                <dt className="text-slate-500">{ADMIN_TEXTS.orderDetail.provider}</dt>
                <dd>
                  {ADMIN_TEXTS.orderDetail.providerWithStatus(
                    ADMIN_ORDER_TEXTS.providers[detail.payment.provider] ?? detail.payment.provider,
                    detail.payment.status,
                  )}
                </dd>
                <dt className="text-slate-500">{ADMIN_TEXTS.orderDetail.amount}</dt>
                <dd>
                  {detail.payment.currency === 'GHS'
                    ? formatGhs(detail.payment.amount)
                    : ADMIN_TEXTS.orderDetail.amountIn(detail.payment.amount, detail.payment.currency)}
                </dd>
                <dt className="text-slate-500">{ADMIN_TEXTS.orderDetail.channel}</dt>
                <dd>{detail.payment.channel ?? ADMIN_TEXTS.common.none}</dd>
                <dt className="text-slate-500">{ADMIN_TEXTS.orderDetail.paidAt}</dt>
                <dd>
                  {detail.payment.paidAt ? formatDateTime(detail.payment.paidAt) : ADMIN_TEXTS.common.none}
                </dd>
              </>
            ) : null}
          </dl>
          {detail.payment ? (
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer font-medium">
                {ADMIN_TEXTS.orderDetail.providerAnswer}
              </summary>
              <pre className="mt-2 max-h-80 overflow-auto rounded bg-slate-900 p-3 text-xs text-slate-100">
                {JSON.stringify(detail.payment.raw, null, 2)}
              </pre>
            </details>
          ) : null}
        </Card>
      </div>
      <Card title={ADMIN_TEXTS.orderDetail.items}>
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
