import { formatGhs } from './money';
import type { CollectionMethod } from './pay-on-delivery';
import { PAY_ON_DELIVERY_TEXTS } from './pay-on-delivery-texts';
import { PICKUP_TEXTS } from './pickup-texts';

/** What `howOrderIsPaid` reads of an order (orderSchema, adminOrderSummarySchema and the server's rows alike). */
export interface HowPaidInput {
  paymentMethod: string;
  paymentStatus: string;
  /** Cedis. */
  total: number;
  collection?: { method: CollectionMethod | null } | null;
  /** A pickup pays at its branch's counter, not to a rider (decision 0069). */
  fulfilment?: string | undefined;
}

/**
 * One line saying how the order is paid, in the shop's words (GSM-7 safe for SMS):
 * "Pay on delivery: GHS 1,234.00 to the rider (cash or mobile money)", "Paid on delivery
 * (cash)", "Paid online (mobile money or card)"...
 */
export function howOrderIsPaid(order: HowPaidInput): string {
  const texts = PAY_ON_DELIVERY_TEXTS.howPaid;
  if (order.fulfilment === 'pickup' && order.paymentStatus === 'To pay on delivery') {
    return PICKUP_TEXTS.toPayAtCounter(formatGhs(order.total));
  }
  if (order.fulfilment === 'pickup' && order.paymentStatus === 'Collected') {
    return PICKUP_TEXTS.paidAtCounter(order.collection?.method === 'momo');
  }
  switch (order.paymentStatus) {
    case 'To pay on delivery':
      return texts.toPayOnDelivery(formatGhs(order.total));
    case 'Collected':
      return texts.collected(order.collection?.method ?? 'cash');
    case 'Refused at the door':
      return texts.refused;
    case 'Cancelled unpaid':
      return texts.cancelledUnpaid;
    case 'Pending':
    case 'Expired':
      return texts.awaitingOnline;
    case 'Refund pending':
      return texts.refundedOnline;
    // A return's refund of an order paid at the door still says how it was paid (decision 0063).
    case 'Partly refunded':
      return order.collection?.method ? texts.collected(order.collection.method) : texts.paidOnline;
    case 'Refunded':
      return order.collection?.method ? texts.collected(order.collection.method) : texts.refundedOnline;
    default:
      return texts.paidOnline;
  }
}
