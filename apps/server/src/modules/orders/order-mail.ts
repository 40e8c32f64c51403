import { LOW_STOCK_THRESHOLD, type Order, type OrderStatus } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import {
  lowStock,
  type MailMessage,
  mailContext,
  orderConfirmation,
  orderStatusChanged,
  queueMail,
  staffNewOrder,
} from '../mail';
import { listStaffEmails } from '../users';
import { findOrder, withItems } from './order-repository';

/** Who hears of new orders and low stock: STAFF_ALERT_EMAIL when set, else every staff account. */
export async function staffAlertRecipients(app: FastifyInstance, db: Executor): Promise<string[]> {
  return app.config.staffAlertEmail ? [app.config.staffAlertEmail] : listStaffEmails(db);
}

async function orderWithItems(db: Executor, orderId: string): Promise<Order> {
  const [order] = await withItems(db, [(await findOrder(db, orderId))!]);
  return order!;
}

/**
 * The messages of an order that has just become Paid, queued in its transaction: the
 * shopper's confirmation, the staff alert, and a low-stock alert for each product this order
 * brought down to the mark (its stock now at or below it, and above it before the order).
 */
export async function queuePaidOrderMail(app: FastifyInstance, tx: Executor, orderId: string): Promise<void> {
  const order = await orderWithItems(tx, orderId);
  const [context, staff] = await Promise.all([mailContext(app, tx), staffAlertRecipients(app, tx)]);
  const messages: MailMessage[] = [orderConfirmation(context, order)];
  for (const to of staff) messages.push(staffNewOrder(context, order, to));
  for (const item of order.items) {
    const { stock, id, name } = item.productId;
    const crossed = id !== 0 && stock <= LOW_STOCK_THRESHOLD && stock + item.quantity > LOW_STOCK_THRESHOLD;
    if (crossed)
      for (const to of staff) messages.push(lowStock(context, { id: String(id), name, stock }, to));
  }
  await queueMail(tx, messages);
}

/** The shopper's message when staff move the order on, queued in the move's transaction. */
export async function queueStatusMail(
  app: FastifyInstance,
  tx: Executor,
  orderId: string,
  status: OrderStatus,
  refunding: boolean,
): Promise<void> {
  const order = await orderWithItems(tx, orderId);
  await queueMail(tx, [orderStatusChanged(await mailContext(app, tx), order, status, refunding)]);
}
