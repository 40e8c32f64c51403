import { API_MESSAGES, type Order, type OrderStatus } from '@shop/shared';

/** The shopper's words for a refunded payment; null when the payment was not refunded. */
export function refundText(paymentStatus: string): string | null {
  if (paymentStatus === 'Refunded') return API_MESSAGES.refunded;
  if (paymentStatus === 'Partly refunded') return API_MESSAGES.partlyRefunded;
  if (paymentStatus === 'Refund pending') return API_MESSAGES.refundPending;
  return null;
}

/**
 * A refunded order is cancelled, whatever status the shop had moved it to (decision 0007),
 * unless it was delivered: then its units came back through returns (decision 0063) and it
 * stays Delivered, with its refund said beside it.
 */
export const shownStatus = (order: Order): OrderStatus =>
  order.orderStatus !== 'Delivered' && refundText(order.paymentStatus) ? 'Cancelled' : order.orderStatus;

/** Delivered and Cancelled orders are done with: deleting one hides nothing still coming. */
export const isFinished = (order: Order): boolean => {
  const status = shownStatus(order);
  return status === 'Delivered' || status === 'Cancelled';
};
