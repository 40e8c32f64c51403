import { API_MESSAGES, type Order, type OrderStatus, STAFF_STATUS_MOVES } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { cancelForRefund } from './checkout/refund';
import { queueStatusMail } from './order-mail';
import { findOrder, isOrderId, withItems } from './order-repository';
import {
  hideFromCustomer,
  lockOrder,
  markDeliveredIfInTransit,
  setOrderStatus,
} from './order-status-repository';

/**
 * The customer's Confirm Delivery: only their own order (another's is 404, as if it did not
 * exist), only from In Transit. The Delivered message is queued with the change.
 */
export async function confirmDelivery(app: FastifyInstance, userId: string, orderId: string): Promise<void> {
  const db = app.database.db;
  if (isOrderId(orderId)) {
    const delivered = await db.transaction(async (transaction) => {
      if (!(await markDeliveredIfInTransit(transaction, userId, orderId))) return false;
      await queueStatusMail(app, transaction, orderId, 'Delivered', false);
      return true;
    });
    if (delivered) return;
  }
  const order = await findOrder(db, orderId);
  if (!order || order.userId !== userId) throw notFound(API_MESSAGES.orderNotFound);
  throw conflict(API_MESSAGES.onlyInTransit);
}

/** The customer's delete: hides the order from their list; staff still see it. Repeating it is harmless. */
export async function hideOrder(db: Db, userId: string, orderId: string): Promise<void> {
  if (!isOrderId(orderId) || !(await hideFromCustomer(db, userId, orderId)))
    throw notFound(API_MESSAGES.orderNotFound);
}

/**
 * Staff moves an order along STAFF_STATUS_MOVES, only once it is paid (an unpaid checkout
 * ends by itself when its hold runs out). Cancelling needs a reason and puts the units back
 * in stock in the same transaction, so stock and status never disagree; a paid order is
 * then refunded in full through the provider, after the transaction (decision 0007).
 */
export async function changeOrderStatusByStaff(
  app: FastifyInstance,
  orderId: string,
  status: OrderStatus,
  reason: string | undefined,
): Promise<Order> {
  if (!isOrderId(orderId)) throw notFound(API_MESSAGES.orderNotFound);
  const db = app.database.db;
  const toRefund = await db.transaction(async (transaction) => {
    const order = await lockOrder(transaction, orderId);
    if (!order) throw notFound(API_MESSAGES.orderNotFound);
    const from = order.orderStatus;
    if (!(STAFF_STATUS_MOVES[from] ?? []).includes(status)) {
      throw conflict(API_MESSAGES.statusMoveNotAllowed(from, status));
    }
    if (order.paymentStatus !== 'Paid') throw conflict(API_MESSAGES.orderNotPaid);
    const cancelling = status === 'Cancelled';
    if (cancelling && !reason) throw badRequest(API_MESSAGES.cancelReasonRequired);
    if (!cancelling) {
      await setOrderStatus(transaction, orderId, status, order.cancelReason);
      await queueStatusMail(app, transaction, orderId, status, false);
      return undefined;
    }
    // A paid order holds its units: they go back on sale, and the charge is refunded after the commit.
    await cancelForRefund(transaction, order, { reason: reason!, holdsStock: true });
    await queueStatusMail(app, transaction, orderId, status, true);
    return order;
  });
  if (toRefund) await app.checkout.refundCharge(toRefund);
  const [order] = await withItems(db, [(await findOrder(db, orderId))!]);
  return order!;
}
