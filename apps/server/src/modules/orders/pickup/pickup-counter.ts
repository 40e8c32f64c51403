import {
  API_MESSAGES,
  formatOrderNumber,
  formatPesewas,
  normaliseSerial,
  PICKUP_CODE_TRIES,
  PICKUP_COUNTER_MESSAGES,
  type PickupHandoverBody,
  paymentStateLabel,
  SERIAL_TEXTS,
} from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../../db/query-helpers';
import { keepWritesOfRefusal } from '../../../db/request-transaction';
import { badRequest, conflict, HttpError, notFound } from '../../../plugins/errors';
import { checkout } from '../checkout';
import { queueStatusMail } from '../order-mail';
import type { OrderRow } from '../order-mapper';
import { isOrderId } from '../order-repository';
import { recordSerialsForTruck, serialSoldElsewhere } from '../order-serials';
import { lockOrder, setOrderStatus } from '../order-status-repository';
import { isOrdersCode, newPickupCode } from './pickup-code';
import { queueReadyMessages } from './pickup-messages';
import { countWrongCode, markReady, replaceCode } from './pickup-repository';

/*
 * The counter of a pickup (decision 0069, docs/product/branches.md#at-the-counter): staff mark
 * it ready (a code is sent), hand it over only against that code (five wrong ones lock it),
 * and issue a new code when it is locked or lost. Each in one transaction with the order locked.
 */

/** A wrong code is refused with the tries left: 422, the request was understood but the code is not the order's. */
const wrongCode = (message: string) => new HttpError(422, message);

/** The order, locked, and a pickup; 404 and 409 otherwise. */
async function lockPickup(transaction: Parameters<typeof lockOrder>[0], orderId: string): Promise<OrderRow> {
  const order = await lockOrder(transaction, orderId);
  if (!order) throw notFound(API_MESSAGES.orderNotFound);
  if (order.fulfilment !== 'pickup') throw conflict(PICKUP_COUNTER_MESSAGES.notPickup);
  return order;
}

/**
 * POST /api/admin/orders/:id/ready-for-pickup: a pickup Pending, paid online or to pay at the
 * counter, becomes Ready for pickup with a fresh code, sent to the shopper.
 */
export async function markReadyForPickup(app: FastifyInstance, orderId: string): Promise<string> {
  if (!isOrderId(orderId)) throw notFound(API_MESSAGES.orderNotFound);
  return app.database.db.transaction(async (transaction) => {
    const order = await lockPickup(transaction, orderId);
    if (order.orderStatus !== 'Pending') {
      throw conflict(PICKUP_COUNTER_MESSAGES.notPendingToMarkReady(order.orderStatus));
    }
    if (order.paymentStatus !== 'Paid' && order.paymentStatus !== 'To pay on delivery') {
      throw conflict(PICKUP_COUNTER_MESSAGES.notPaidToMarkReady(paymentStateLabel(order.paymentStatus)));
    }
    const code = newPickupCode();
    // The app's clock: the hold's end is read by the uncollected job at the same clock.
    const now = app.clock();
    await markReady(transaction, orderId, code, now);
    await queueReadyMessages(app, transaction, { ...order, pickupCode: code, readyForPickupAt: now });
    return PICKUP_COUNTER_MESSAGES.markedReady(formatOrderNumber(order.number));
  });
}

/** POST /api/admin/orders/:id/pickup-code: a new code, unlocked with no wrong tries, sent again. */
export async function issueNewPickupCode(app: FastifyInstance, orderId: string): Promise<string> {
  if (!isOrderId(orderId)) throw notFound(API_MESSAGES.orderNotFound);
  return app.database.db.transaction(async (transaction) => {
    const order = await lockPickup(transaction, orderId);
    if (order.orderStatus !== 'Ready for pickup')
      throw conflict(PICKUP_COUNTER_MESSAGES.notReady(order.orderStatus));
    const code = newPickupCode();
    await replaceCode(transaction, orderId, code);
    await queueReadyMessages(app, transaction, { ...order, pickupCode: code });
    return PICKUP_COUNTER_MESSAGES.codeIssued;
  });
}

/** The money side of the handover: a counter order must bring its collection, a paid one none. */
function refusalOfCollection(order: OrderRow, body: PickupHandoverBody): HttpError | undefined {
  const toCollect = order.paymentStatus === 'To pay on delivery';
  if (toCollect && !body.collection) {
    return badRequest(PICKUP_COUNTER_MESSAGES.collectionRequired(formatPesewas(order.totalPesewas)));
  }
  if (!toCollect && body.collection) return badRequest(PICKUP_COUNTER_MESSAGES.collectionNotAsked);
  return undefined;
}

/**
 * The handover in one transaction: a wrong code is counted (committed, then refused with the
 * tries left; the fifth locks it); the right one records the serials as In Truck does (the
 * warranty starts today), the payment at the counter as the door's collection, and makes the
 * order Delivered, which the shopper reads as Picked up.
 */
async function handOverInTransaction(
  app: FastifyInstance,
  orderId: string,
  body: PickupHandoverBody,
  staffId: string,
): Promise<{ refusal: HttpError } | { message: string }> {
  return app.database.db.transaction(async (transaction) => {
    const order = await lockPickup(transaction, orderId);
    if (order.orderStatus !== 'Ready for pickup')
      throw conflict(PICKUP_COUNTER_MESSAGES.notReady(order.orderStatus));
    if (order.pickupCodeLockedAt) throw conflict(PICKUP_COUNTER_MESSAGES.locked);
    if (!isOrdersCode(body.code.trim(), order.pickupCode)) {
      const failures = await countWrongCode(transaction, orderId);
      const triesLeft = PICKUP_CODE_TRIES - failures;
      return {
        refusal:
          triesLeft > 0
            ? wrongCode(PICKUP_COUNTER_MESSAGES.wrongCode(triesLeft))
            : conflict(PICKUP_COUNTER_MESSAGES.lockedNow),
      };
    }
    const refusal = refusalOfCollection(order, body);
    if (refusal) throw refusal;
    await recordSerialsForTruck(transaction, orderId, body.serials, staffId);
    await setOrderStatus(transaction, orderId, 'Delivered', order.cancelReason);
    if (body.collection) {
      await checkout.recordCollectedAtCounter(app, transaction, order, staffId, body.collection);
    }
    await queueStatusMail(app, transaction, orderId, 'Delivered', false);
    return { message: PICKUP_COUNTER_MESSAGES.pickedUp(formatOrderNumber(order.number)) };
  });
}

/** POST /api/admin/orders/:id/pickup: answers the message staff read, or throws the refusal. */
export async function handOverPickup(
  app: FastifyInstance,
  orderId: string,
  body: PickupHandoverBody,
  staffId: string,
): Promise<string> {
  if (!isOrderId(orderId)) throw notFound(API_MESSAGES.orderNotFound);
  // A "pay now instead" charge may have been paid meanwhile: not collected twice.
  if (body.collection) await checkout.refuseIfPaidOnline(app, orderId);
  const outcome = await handOverInTransaction(app, orderId, body, staffId).catch(async (error) => {
    // Another order recorded one of these serials at this very moment (as at In Truck).
    if (!(error instanceof HttpError) && isUniqueViolation(error)) {
      const typed = Object.values(body.serials ?? {})
        .flat()
        .map(normaliseSerial);
      throw (
        (await serialSoldElsewhere(app.database.db, typed, orderId)) ??
        conflict(SERIAL_TEXTS.alreadySoldElsewhere(typed.join(', ')))
      );
    }
    throw error;
  });
  if ('refusal' in outcome) {
    // The wrong code stays counted, though the admin write's request transaction refuses (decision 0072).
    keepWritesOfRefusal();
    throw outcome.refusal;
  }
  return outcome.message;
}
