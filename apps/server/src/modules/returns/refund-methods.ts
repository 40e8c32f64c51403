import { currentPaymentMethod, PAY_ON_DELIVERY, PAY_ONLINE, type RefundMethod } from '@shop/shared';
import type { OrderRow } from '../orders';

/** Payments that took the order's money and may give some back (a return's refund). */
const REFUNDABLE_PAYMENTS = new Set(['Paid', 'Collected', 'Partly refunded']);

/**
 * How this order's money may go back (decision 0063): an order paid online through the shop's
 * provider, by the provider's own refund; one paid to the rider at the door, in cash or by
 * mobile money with the reference staff type. None while nothing was paid, or all went back.
 */
export function refundMethodsOf(
  order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus' | 'collectionOutcome'>,
): RefundMethod[] {
  if (!REFUNDABLE_PAYMENTS.has(order.paymentStatus)) return [];
  const method = currentPaymentMethod(order.paymentMethod);
  if (method === PAY_ONLINE) return ['paystack'];
  if (method === PAY_ON_DELIVERY && order.collectionOutcome === 'collected') return ['cash', 'momo'];
  return [];
}
