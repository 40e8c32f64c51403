import { API_MESSAGES, type Order, type OrderStatus } from '@shop/shared';

/** The shopper's words for a refunded payment; null when the payment was not refunded. */
export function refundText(paymentStatus: string): string | null {
  if (paymentStatus === 'Refunded') return API_MESSAGES.refunded;
  if (paymentStatus === 'Refund pending') return API_MESSAGES.refundPending;
  return null;
}

/** A refunded order is cancelled, whatever status the shop had moved it to (decision 0007). */
export const shownStatus = (order: Order): OrderStatus =>
  refundText(order.paymentStatus) ? 'Cancelled' : order.orderStatus;

/** Delivered and Cancelled orders are done with: deleting one hides nothing still coming. */
export const isFinished = (order: Order): boolean => {
  const status = shownStatus(order);
  return status === 'Delivered' || status === 'Cancelled';
};
