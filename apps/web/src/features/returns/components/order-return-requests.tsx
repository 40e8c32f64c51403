import type { Order } from '@shop/shared';
import { useOrderRequests } from '../../../api/returns/get-my-returns';
import { ReturnRequestList } from './return-request-list';

/**
 * "Returns and claims" on an order of /track_order: each request with where it stands and what
 * comes next, and once refunded its credit note to open or download. Asked only for a
 * delivered order (no other has requests); nothing at all while an order has none.
 */
export function OrderReturnRequests({ order }: { order: Order }) {
  const requests = useOrderRequests(order._id, { enabled: order.orderStatus === 'Delivered' });
  if (!requests.data?.length) return null;
  return (
    // First in the card's row of actions, on a row of its own.
    <ReturnRequestList
      requests={requests.data}
      headingId={`order-returns-${order._id}`}
      className="order-first basis-full"
    />
  );
}
