import type { OrderStatus } from '@shop/shared';

const colours: Record<OrderStatus, string> = {
  Pending: 'bg-amber-100 text-amber-900',
  'In Truck': 'bg-blue-100 text-blue-900',
  'In Transit': 'bg-green-100 text-green-900',
  'Ready for pickup': 'bg-violet-100 text-violet-900',
  Delivered: 'bg-slate-800 text-white',
  Cancelled: 'bg-red-100 text-red-900',
};

/** The status's colour, with the order's one line (orderStateLine) when given, the status alone otherwise. */
export function StatusBadge({
  status,
  label,
  testId,
}: {
  status: OrderStatus;
  label?: string;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${colours[status]}`}
    >
      {label ?? status}
    </span>
  );
}
