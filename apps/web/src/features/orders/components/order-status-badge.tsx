import type { OrderStatus } from '@shop/shared';
import { CheckCircle, Clock, type LucideIcon, Truck, XCircle } from 'lucide-react';

/** The spec's icons: Pending clock, In Truck truck, In Transit green delivery truck, Delivered check. */
const STATUS_LOOK: Record<OrderStatus, { Icon: LucideIcon; className: string }> = {
  Pending: { Icon: Clock, className: 'bg-amber-50 text-amber-800' },
  'In Truck': { Icon: Truck, className: 'bg-sky-50 text-sky-800' },
  'In Transit': { Icon: Truck, className: 'bg-green-50 text-green-700' },
  Delivered: { Icon: CheckCircle, className: 'bg-emerald-50 text-emerald-800' },
  Cancelled: { Icon: XCircle, className: 'bg-red-50 text-red-800' },
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { Icon, className } = STATUS_LOOK[status];
  return (
    <span
      data-testid="order-status"
      className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold ${className}`}
    >
      <Icon aria-hidden="true" size={18} data-status-icon={status} />
      {status}
    </span>
  );
}
