import { isPaymentMoveAllowed, type PaymentStatus } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema';
import type { OrderItemRow, OrderRow } from './order-mapper';
import { findOrder, listOrderLines } from './order-repository';
import { lockOrder } from './order-status-repository';

/**
 * What the returns module reads of an order (decision 0063): the order and its lines. The
 * returns module never reads the orders tables itself; it asks through these.
 */
export interface OrderForReturn {
  order: OrderRow;
  lines: OrderItemRow[];
}

/** The order and its lines, unlocked (answers, forms). */
export async function readOrderForReturn(db: Executor, orderId: string): Promise<OrderForReturn | undefined> {
  const order = await findOrder(db, orderId);
  if (!order) return undefined;
  return { order, lines: await listOrderLines(db, [orderId]) };
}

/**
 * The order under its row lock, in the transaction that asks for or settles a return: requests
 * of one order are counted, and its refunds written, one transaction at a time.
 */
export async function lockOrderForReturn(
  transaction: Executor,
  orderId: string,
): Promise<OrderForReturn | undefined> {
  const order = await lockOrder(transaction, orderId);
  if (!order) return undefined;
  return { order, lines: await listOrderLines(transaction, [orderId]) };
}

/**
 * After a refund is done, in its transaction (the order locked): the payment becomes Refunded
 * once its refunds reach the total, Partly refunded before, along PAYMENT_STATES. `donePesewas`
 * is what the order's done refunds paid back, when some counted refunds are still being asked
 * (refunded_pesewas counts those too). Answers the state it is in after.
 */
export async function recordRefundOnPayment(
  transaction: Executor,
  orderId: string,
  donePesewas?: number,
): Promise<PaymentStatus> {
  const [order] = await transaction
    .select({
      paymentStatus: orders.paymentStatus,
      totalPesewas: orders.totalPesewas,
      refundedPesewas: orders.refundedPesewas,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new Error(`recordRefundOnPayment: no order ${orderId}`);
  const refunded = donePesewas ?? order.refundedPesewas;
  const next: PaymentStatus = refunded >= order.totalPesewas ? 'Refunded' : 'Partly refunded';
  if (!isPaymentMoveAllowed(order.paymentStatus, next)) {
    throw new Error(`recordRefundOnPayment: ${order.paymentStatus} cannot become ${next}`);
  }
  await transaction
    .update(orders)
    .set({ paymentStatus: next, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
  return next;
}
