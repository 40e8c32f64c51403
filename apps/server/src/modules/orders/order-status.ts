import { API_MESSAGES, type Order, type OrderStatus, STAFF_STATUS_MOVES } from '@shop/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { findOrder, isOrderId, withItems } from './order-repository';
import { restoreStock } from './stock';

/**
 * The customer's Confirm Delivery: only their own order (another's is 404, as if it did not
 * exist), only from In Transit. One conditional update, so two clicks cannot both count.
 */
export async function confirmDelivery(db: Db, userId: string, orderId: string): Promise<void> {
  if (isOrderId(orderId)) {
    const now = new Date();
    const moved = await db
      .update(orders)
      .set({ orderStatus: 'Delivered', statusChangedAt: now, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.orderStatus, 'In Transit')))
      .returning({ id: orders.id });
    if (moved.length > 0) return;
  }
  const order = await findOrder(db, orderId);
  if (!order || order.userId !== userId) throw notFound(API_MESSAGES.orderNotFound);
  throw conflict(API_MESSAGES.onlyInTransit);
}

/** The customer's delete: hides the order from their list; staff still see it. Repeating it is harmless. */
export async function hideOrder(db: Db, userId: string, orderId: string): Promise<void> {
  if (!isOrderId(orderId)) throw notFound(API_MESSAGES.orderNotFound);
  const hidden = await db
    .update(orders)
    .set({ hiddenByCustomerAt: sql`coalesce(${orders.hiddenByCustomerAt}, now())`, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .returning({ id: orders.id });
  if (hidden.length === 0) throw notFound(API_MESSAGES.orderNotFound);
}

/**
 * Staff moves an order along STAFF_STATUS_MOVES. Cancelling needs a reason and puts the
 * units back in stock in the same transaction, so stock and status never disagree.
 */
export async function changeOrderStatusByStaff(
  db: Db,
  orderId: string,
  status: OrderStatus,
  reason: string | undefined,
): Promise<Order> {
  if (!isOrderId(orderId)) throw notFound(API_MESSAGES.orderNotFound);
  await db.transaction(async (transaction) => {
    const [order] = await transaction.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(API_MESSAGES.orderNotFound);
    const from = order.orderStatus as OrderStatus;
    if (!(STAFF_STATUS_MOVES[from] ?? []).includes(status)) {
      throw conflict(API_MESSAGES.statusMoveNotAllowed(from, status));
    }
    const cancelling = status === 'Cancelled';
    if (cancelling && !reason) throw badRequest(API_MESSAGES.cancelReasonRequired);
    const now = new Date();
    await transaction
      .update(orders)
      .set({
        orderStatus: status,
        cancelReason: cancelling ? reason : order.cancelReason,
        statusChangedAt: now,
        updatedAt: now,
      })
      .where(eq(orders.id, orderId));
    if (cancelling) await restoreStock(transaction, orderId);
  });
  const [order] = await withItems(db, [(await findOrder(db, orderId))!]);
  return order!;
}
