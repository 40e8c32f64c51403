import { ADMIN_ORDER_TEXTS, type AdminOrderDetail, orderStateLine } from '@shop/shared';
import { formatDateTime } from '../../../lib/dates';

const texts = ADMIN_ORDER_TEXTS.timeline;

interface TimelineStep {
  label: string;
  at: string;
}

/**
 * The order's states with their times, oldest first, from the stamps the order keeps: placed,
 * paid (the provider's time), first out for delivery, the outcome at the door, and the latest
 * status change, named in one line (decision 0051). A stamp the order does not have is left out.
 */
export function timelineOf(order: AdminOrderDetail): TimelineStep[] {
  const steps: TimelineStep[] = [
    {
      label: order.paymentMethod === 'pay-on-delivery' ? texts.toPayOnDelivery : texts.placed,
      at: order.createdAt,
    },
  ];
  if (order.payment?.paidAt) steps.push({ label: texts.paid, at: order.payment.paidAt });
  if (order.outForDeliveryAt) steps.push({ label: texts.outForDelivery, at: order.outForDeliveryAt });
  if (order.collection) {
    const { outcome, recordedAt } = order.collection;
    steps.push({ label: outcome === 'refused' ? texts.refused : texts.collected, at: recordedAt });
  }
  // The latest change, unless a step above already says it: Pending is where every order
  // starts, the first In Truck is stamped above, and a refusal cancels in the same moment.
  const alreadySaid =
    order.orderStatus === 'Pending' ||
    (order.orderStatus === 'In Truck' && Boolean(order.outForDeliveryAt)) ||
    (order.orderStatus === 'Cancelled' && order.collection?.outcome === 'refused');
  if (!alreadySaid) steps.push({ label: orderStateLine(order), at: order.statusChangedAt });
  return steps.sort((first, second) => first.at.localeCompare(second.at));
}

export function OrderTimeline({ order }: { order: AdminOrderDetail }) {
  return (
    <ol
      aria-label={texts.caption}
      className="space-y-2 border-l-2 border-slate-200 pl-4 text-sm"
      data-testid="order-timeline"
    >
      {timelineOf(order).map((step) => (
        <li key={`${step.label}-${step.at}`} className="relative">
          <span aria-hidden className="absolute -left-[1.3rem] top-1.5 size-2 rounded-full bg-slate-500" />
          <span className="font-medium text-slate-900">{step.label}</span>{' '}
          <time dateTime={step.at} className="text-slate-600">
            {formatDateTime(step.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
