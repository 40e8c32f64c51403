import {
  API_MESSAGES,
  formatGhs,
  invoicePagePath,
  ORDER_LABELS,
  type Order,
  PICKUP_TEXTS,
  RETURN_TEXTS,
  REVIEW_TEXTS,
  variantDisplayName,
} from '@shop/shared';
import { returnRequestPagePath, reviewPagePath } from '@shop/shared/storefront-paths';
import { ORDER_TAX_LABELS } from '@shop/shared/warranty-page-texts';
import { FileText, RotateCcw, Star, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DeliveryFeeValue, DiscountLine } from '../../../components/discount-line';
import { SalePrice } from '../../../components/sale-price';
import { IMAGE_SIZES, sizedImage } from '../../../lib/sized-image';
import { isFinished, refundText, shownStatus } from '../order-state';
import { OrderStatusBadge } from './order-status-badge';
import { PickupPlace } from './pickup-place';
import { SoldUnits } from './sold-units';
import { TaxLines } from './tax-lines';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

interface OrderCardProps {
  order: Order;
  confirming: boolean;
  deleting: boolean;
  onConfirmDelivery: (order: Order) => void;
  onDelete: (order: Order) => void;
  /** More buttons for this order, from another feature (Pay now on an order to pay on delivery). */
  actions?: ReactNode;
}

/** Reasons the shop gives when it refunded a charge by itself: whole sentences, not staff notes. */
const AUTOMATIC_REFUND_REASONS: readonly string[] = [
  API_MESSAGES.refundReasonSoldOut,
  API_MESSAGES.refundReasonWrongAmount,
  API_MESSAGES.refundReasonWrongCurrency,
];

/**
 * One order: its number and date, lines with image, name, unit price (the regular one struck
 * through when bought on sale) and quantity, figures with the discount (decision 0062), status
 * and its actions.
 */
export function OrderCard({
  order,
  confirming,
  deleting,
  onConfirmDelivery,
  onDelete,
  actions,
}: OrderCardProps) {
  const busy = confirming || deleting;
  const refund = refundText(order.paymentStatus);
  const status = shownStatus(order);
  return (
    <li
      data-testid="order-card"
      data-order-id={order._id}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="font-semibold" data-testid="order-number">
            {ORDER_LABELS.number(order.orderNumber)}
          </h2>
          <p className="text-sm text-slate-600">
            {ORDER_LABELS.orderedOn}{' '}
            <time dateTime={order.createdAt}>{dateFormat.format(new Date(order.createdAt))}</time>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={status} fulfilment={order.fulfilment} />
          {refund && (
            <span
              data-testid="order-refund"
              className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700"
            >
              {refund}
            </span>
          )}
        </div>
      </div>
      {order.cancelReason && (
        <p className="text-sm text-red-800">
          {AUTOMATIC_REFUND_REASONS.includes(order.cancelReason)
            ? order.cancelReason
            : ORDER_LABELS.cancelReason(order.cancelReason)}
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {order.items.map((item) => (
          <li key={item._id} className="flex items-start gap-3">
            <img
              {...sizedImage(item.image ?? item.productId.image[0], IMAGE_SIZES.thumbnail)}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="h-14 w-14 rounded bg-slate-50 object-contain"
            />
            <div className="flex-1">
              <span>{variantDisplayName(item.name, item.variant.options)}</span>
              {/* The unit price paid; bought on sale, the regular price struck through beside it. */}
              <p className="text-sm text-slate-700">
                <SalePrice
                  price={item.price}
                  regularPrice={item.regularPrice}
                  priceClassName="font-medium"
                  priceTestId="order-item-price"
                />
              </p>
              <SoldUnits units={item.serials ?? []} productName={item.name} />
              {/* A delivered product may be reviewed by its buyer (decision 0064). */}
              {order.orderStatus === 'Delivered' && item.productId?.id !== undefined && (
                <Link
                  to={reviewPagePath(item.productId.id)}
                  data-testid="order-review-link"
                  className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-blue-700 hover:underline"
                >
                  <Star aria-hidden="true" size={16} />
                  {REVIEW_TEXTS.reviewThis}
                  {/* Several lines' links must not read alike to a screen reader: each names its product. */}
                  <span className="sr-only">: {item.name}</span>
                </Link>
              )}
            </div>
            <span className="text-sm text-slate-600">{ORDER_LABELS.quantity(item.quantity)}</span>
          </li>
        ))}
      </ul>
      <PickupPlace order={order} />
      <dl className="grid grid-cols-2 gap-1 text-sm sm:grid-cols-4">
        <dt className="text-slate-600">{ORDER_LABELS.subtotal}</dt>
        <dd data-testid="order-subtotal">{formatGhs(order.subtotal)}</dd>
        {order.discount && <DiscountLine discount={order.discount} className="contents" />}
        <dt className="text-slate-600">
          {order.fulfilment === 'pickup' ? PICKUP_TEXTS.deliveryFeeLabel : ORDER_LABELS.deliveryFee}
        </dt>
        <dd data-testid="order-fee">
          {order.fulfilment === 'pickup' ? (
            PICKUP_TEXTS.freePickup
          ) : (
            <DeliveryFeeValue
              fee={order.shippingFee}
              regularFee={order.discount?.deliveryAmount ?? 0}
              freeDelivery={Boolean(order.discount?.freeDelivery && order.discount.deliveryAmount > 0)}
            />
          )}
        </dd>
        <dt className="font-semibold">{ORDER_LABELS.total}</dt>
        <dd data-testid="order-total" className="font-semibold">
          {formatGhs(order.total)}
        </dd>
        <dt className="text-slate-600">{ORDER_LABELS.payment}</dt>
        <dd data-testid="order-payment">{refund ?? order.paymentStatus}</dd>
        {/* Where the shopper finds the payment's reference, should support ask for it. */}
        {order.paymentStatus === 'Paid' && order.paymentReference && (
          <>
            <dt className="text-slate-600">{ORDER_LABELS.reference}</dt>
            <dd data-testid="order-reference" className="break-all">
              {order.paymentReference}
            </dd>
          </>
        )}
      </dl>
      {order.tax && <TaxLines tax={order.tax} headingId={`order-tax-${order._id}`} className="sm:max-w-sm" />}
      {order.howPaid && (
        <p data-testid="order-how-paid" className="text-sm font-medium text-slate-800">
          {order.howPaid}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <div className="mr-auto flex flex-wrap gap-x-4">
          {/* The printable invoice, once payment settled (decision 0061). */}
          {order.invoice && (
            <Link
              to={invoicePagePath(order._id)}
              data-testid="order-invoice-link"
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-blue-700 hover:underline"
            >
              <FileText aria-hidden="true" size={18} />
              {ORDER_TAX_LABELS.invoiceLink(order.invoice.number)}
            </Link>
          )}
          {/* Returns within the window and warranty claims start from a delivered order (decision 0063). */}
          {order.orderStatus === 'Delivered' && (
            <Link
              to={returnRequestPagePath(order._id)}
              data-testid="order-return-link"
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-blue-700 hover:underline"
            >
              <RotateCcw aria-hidden="true" size={18} />
              {RETURN_TEXTS.askLink}
            </Link>
          )}
        </div>
        {actions}
        {status === 'In Transit' && (
          <button
            type="button"
            onClick={() => onConfirmDelivery(order)}
            disabled={busy}
            className="min-h-11 rounded-md bg-green-700 px-4 font-semibold text-white hover:bg-green-800 disabled:opacity-60"
          >
            {confirming ? ORDER_LABELS.confirming : ORDER_LABELS.confirmDelivery}
          </button>
        )}
        {/* Only an order that is over may leave the list: one on its way keeps its tracking (decision 0051). */}
        {isFinished(order) && (
          <button
            type="button"
            onClick={() => onDelete(order)}
            disabled={busy}
            aria-label={ORDER_LABELS.deleteOrder}
            className="inline-flex min-h-11 items-center gap-1 rounded-md border border-red-300 px-4 font-medium text-red-700 hover:bg-red-50 disabled:opacity-60"
          >
            <Trash2 aria-hidden="true" size={18} />
            {ORDER_LABELS.delete}
          </button>
        )}
      </div>
    </li>
  );
}
