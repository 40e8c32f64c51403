import { type Fulfilment, type OrderStatus, orderStatusLabel } from '@shop/shared';
import { CheckCircle, Clock, createLucideIcon, type LucideIcon, Store, Truck, XCircle } from 'lucide-react';

/**
 * A delivery truck on its way (lucide has no such icon): the truck's cargo box and cab with
 * speed lines behind it, so In Transit does not look like In Truck in any colour.
 */
const DeliveryTruck = createLucideIcon('delivery-truck', [
  ['path', { d: 'M7 17H6a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h8a1 1 0 0 1 1 1v10', key: 'cargo' }],
  ['path', { d: 'M15 9h3.6a1 1 0 0 1 .8.4l2.4 3.2a1 1 0 0 1 .2.6V16a1 1 0 0 1-1 1h-1', key: 'cab' }],
  ['path', { d: 'M11 17h5', key: 'chassis' }],
  ['circle', { cx: '9', cy: '17', r: '2', key: 'rear-wheel' }],
  ['circle', { cx: '18', cy: '17', r: '2', key: 'front-wheel' }],
  ['path', { d: 'M1 8h2', key: 'speed-1' }],
  ['path', { d: 'M0.5 11h2.5', key: 'speed-2' }],
  ['path', { d: 'M1 14h2', key: 'speed-3' }],
]);

/** The first version's icons: Pending clock, In Truck truck, In Transit green delivery truck, Delivered check. */
const STATUS_LOOK: Record<OrderStatus, { Icon: LucideIcon; className: string }> = {
  Pending: { Icon: Clock, className: 'bg-amber-50 text-amber-800' },
  'In Truck': { Icon: Truck, className: 'bg-sky-50 text-sky-800' },
  'In Transit': { Icon: DeliveryTruck, className: 'bg-green-50 text-green-700' },
  'Ready for pickup': { Icon: Store, className: 'bg-violet-50 text-violet-800' },
  Delivered: { Icon: CheckCircle, className: 'bg-emerald-50 text-emerald-800' },
  Cancelled: { Icon: XCircle, className: 'bg-red-50 text-red-800' },
};

/** A pickup handed over reads "Picked up" (decision 0069). */
export function OrderStatusBadge({
  status,
  fulfilment,
}: {
  status: OrderStatus;
  fulfilment?: Fulfilment | undefined;
}) {
  const { Icon, className } = STATUS_LOOK[status];
  return (
    <span
      data-testid="order-status"
      className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold ${className}`}
    >
      <Icon aria-hidden="true" size={18} data-status-icon={status} />
      {orderStatusLabel(status, fulfilment)}
    </span>
  );
}
