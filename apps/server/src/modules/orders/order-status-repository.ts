import type { OrderStatus } from '@shop/shared';
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import type { StockLine } from '../catalogue';
import type { OrderRow } from './order-mapper';

/**
 * Delivered, in one conditional update, only for the owner and only from In Transit, so
 * two clicks cannot both count. Answers whether the order moved.
 */
export async function markDeliveredIfInTransit(db: Executor, userId: string, orderId: string) {
  const now = new Date();
  const moved = await db
    .update(orders)
    .set({ orderStatus: 'Delivered', statusChangedAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.orderStatus, 'In Transit')))
    .returning({ id: orders.id });
  return moved.length > 0;
}

/**
 * Hides the owner's order from their list (the first time counts), only once it is over:
 * Delivered or Cancelled, or its charge refunded (the shopper reads that as Cancelled). One
 * conditional update, so a move under way cannot slip between a check and the write.
 * Answers whether it was hidden.
 */
export async function hideFromCustomerWhenFinished(db: Executor, userId: string, orderId: string) {
  const hidden = await db
    .update(orders)
    .set({ hiddenByCustomerAt: sql`coalesce(${orders.hiddenByCustomerAt}, now())`, updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.userId, userId),
        or(
          inArray(orders.orderStatus, ['Delivered', 'Cancelled']),
          inArray(orders.paymentStatus, ['Refund pending', 'Refunded']),
        ),
      ),
    )
    .returning({ id: orders.id });
  return hidden.length > 0;
}

/** Inside a transaction: the order, locked until the transaction ends. */
export async function lockOrder(transaction: Executor, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await transaction.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

export async function setOrderStatus(
  transaction: Executor,
  orderId: string,
  status: OrderStatus,
  cancelReason: string | null,
): Promise<void> {
  const now = new Date();
  await transaction
    .update(orders)
    .set({
      orderStatus: status,
      cancelReason,
      statusChangedAt: now,
      updatedAt: now,
      // The first time it goes out: the day of its delivery run.
      ...(status === 'In Truck'
        ? { outForDeliveryAt: sql`coalesce(${orders.outForDeliveryAt}, now())` }
        : {}),
    })
    .where(eq(orders.id, orderId));
}

/**
 * The units of an order's lines whose variant still exists (a removed variant has no shelf
 * to return to), in (product id, variant id) order: the order in which variant rows are
 * locked everywhere.
 */
export async function listUnitsToRestock(transaction: Executor, orderId: string): Promise<StockLine[]> {
  const lines = await transaction
    .select({ variantId: orderItems.variantId, quantity: orderItems.quantity, branchId: orders.branchId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.variantId)))
    .orderBy(asc(orderItems.productId), asc(orderItems.variantId));
  // Back to the branch the units came from (decision 0068).
  return lines.map((line) => ({
    variantId: line.variantId!,
    quantity: line.quantity,
    branchId: line.branchId,
  }));
}
