import {
  API_MESSAGES,
  normaliseSerial,
  type Order,
  type OrderStatus,
  PAY_ON_DELIVERY_TEXTS,
  PICKUP_COUNTER_MESSAGES,
  SERIAL_TEXTS,
  SHOPPER_ORDER_MESSAGES,
  STAFF_STATUS_MOVES,
  staffStatusMovesOf,
} from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/query-helpers';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/errors';
import { markUnitsReturned } from '../serials';
import { checkout } from './checkout';
import { queueStatusMail } from './order-mail';
import { findOrder, isOrderId, withItems } from './order-repository';
import { recordSerialsForTruck, serialSoldElsewhere } from './order-serials';
import {
  hideFromCustomerWhenFinished,
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

/**
 * The customer's delete: hides a finished order from their list; staff still see it. Repeating
 * it is harmless. An order still on its way stays listed (409), so the shopper keeps its
 * tracking and Confirm Delivery (decision 0051).
 */
export async function hideOrder(db: Db, userId: string, orderId: string): Promise<void> {
  if (isOrderId(orderId) && (await hideFromCustomerWhenFinished(db, userId, orderId))) return;
  const order = isOrderId(orderId) ? await findOrder(db, orderId) : undefined;
  if (!order || order.userId !== userId) throw notFound(API_MESSAGES.orderNotFound);
  throw conflict(SHOPPER_ORDER_MESSAGES.deleteOnlyFinished);
}

/** Why staff may not move this order to `status`: the words of the rule it breaks. */
function refusalOf(order: { orderStatus: OrderStatus; paymentStatus: string }, status: OrderStatus): string {
  if (order.paymentStatus === 'Collected' && status === 'Cancelled') {
    return PAY_ON_DELIVERY_TEXTS.collection.collectedNotCancelled;
  }
  // A move of the table on an order nobody has paid or will pay at the door: the checkout's own.
  const inTable = STAFF_STATUS_MOVES[order.orderStatus].includes(status);
  if (inTable && (order.paymentStatus === 'Pending' || order.paymentStatus === 'Expired')) {
    return API_MESSAGES.orderNotPaid;
  }
  return API_MESSAGES.statusMoveNotAllowed(order.orderStatus, status);
}

/**
 * Staff moves an order along staffStatusMovesOf: a paid order, or one to pay on delivery,
 * along STAFF_STATUS_MOVES; a collected one on to Delivered (an unpaid checkout ends by
 * itself when its hold runs out). Cancelling needs a reason and puts the units back in stock
 * in the same transaction, so stock and status never disagree; a paid order is then refunded
 * in full through the provider, after the transaction (decision 0007); one to pay on
 * delivery becomes Cancelled unpaid (decision 0034). The first In Truck stamps the delivery run's day.
 * In Truck records the serial of each unit of the lines that track serials (decision 0061),
 * and a cancel marks those units returned, so their serials may be sold again.
 */
export async function changeOrderStatusByStaff(
  app: FastifyInstance,
  orderId: string,
  status: OrderStatus,
  reason: string | undefined,
  recording: { serials?: Record<string, string[]>; staffId?: string } = {},
): Promise<Order> {
  if (!isOrderId(orderId)) throw notFound(API_MESSAGES.orderNotFound);
  const db = app.database.db;
  const toRefund = await moveInTransaction(app, orderId, status, reason, recording).catch(async (error) => {
    // Another staff member recorded one of these serials at this very moment: the unique key
    // refused this one, and that sale, now committed, is named.
    if (!(error instanceof HttpError) && isUniqueViolation(error)) {
      const typed = Object.values(recording.serials ?? {})
        .flat()
        .map(normaliseSerial);
      throw (
        (await serialSoldElsewhere(db, typed, orderId)) ??
        conflict(SERIAL_TEXTS.alreadySoldElsewhere(typed.join(', ')))
      );
    }
    throw error;
  });
  if (toRefund) await checkout.refundCharge(app, toRefund);
  const [order] = await withItems(db, [(await findOrder(db, orderId))!]);
  return order!;
}

function moveInTransaction(
  app: FastifyInstance,
  orderId: string,
  status: OrderStatus,
  reason: string | undefined,
  recording: { serials?: Record<string, string[]>; staffId?: string },
) {
  return app.database.db.transaction(async (transaction) => {
    const order = await lockOrder(transaction, orderId);
    if (!order) throw notFound(API_MESSAGES.orderNotFound);
    // A pickup is marked ready and handed over at the counter (pickup/pickup-counter.ts), with its code.
    if (order.fulfilment === 'pickup' && (status === 'Ready for pickup' || status === 'Delivered')) {
      throw conflict(PICKUP_COUNTER_MESSAGES.useCounter);
    }
    const moves = staffStatusMovesOf({
      orderStatus: order.orderStatus,
      paymentStatus: order.paymentStatus,
      fulfilment: order.fulfilment,
    });
    if (!moves.includes(status)) throw conflict(refusalOf(order, status));
    const cancelling = status === 'Cancelled';
    if (cancelling && !reason) throw badRequest(API_MESSAGES.cancelReasonRequired);
    if (status === 'In Truck') {
      await recordSerialsForTruck(transaction, orderId, recording.serials, recording.staffId ?? null);
    }
    if (!cancelling) {
      await setOrderStatus(transaction, orderId, status, order.cancelReason);
      await queueStatusMail(app, transaction, orderId, status, false);
      return undefined;
    }
    // The order's payment method ends its payment (checkout/methods/): refunded after the
    // commit when it was paid, Cancelled unpaid when the rider had yet to collect.
    const refunding = await checkout.endPaymentOnStaffCancel(transaction, order, reason!);
    // The units came back to the shop: their serials may be sold again.
    await markUnitsReturned(transaction, orderId);
    await queueStatusMail(app, transaction, orderId, status, refunding);
    return refunding ? order : undefined;
  });
}
