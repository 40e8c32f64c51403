import {
  API_MESSAGES,
  COLLECTION_ORDER_STATUSES,
  type collectionBodySchema,
  formatPesewas,
  PAY_ON_DELIVERY_TEXTS,
  paymentStateLabel,
  toPesewas,
} from '@shop/shared';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { conflict, notFound } from '../../../plugins/errors';
import { returnStock } from '../../catalogue';
import { markUnitsReturned } from '../../serials';
import { countRefusalAtPhoneAndAddress, countRefusedDelivery } from '../../users';
import { deliveryAddressKey, deliveryAddressLabel } from '../delivery-address';
import type { OrderRow } from '../order-mapper';
import { findOrder, isOrderId } from '../order-repository';
import { listUnitsToRestock, lockOrder } from '../order-status-repository';
import type { CheckoutDependencies } from './dependencies';
import { writeCollection } from './on-delivery-repository';
import { setPaymentState } from './payment-state-repository';
import { askProviderIfReachable } from './steps/ask-provider';
import { confirmCharge } from './steps/confirm-charge';
import { giveBackUseOfOrder } from './steps/promotion-use';
import { recordSale } from './steps/record-sale';

/*
 * The outcome at the door (decision 0034): how pay on delivery settles. Collected, for the
 * exact total, makes the order Collected (revenue counts it from now); refused cancels it,
 * puts its stock back and counts against the account, its phone and its address (decision
 * 0044). Only for an order To pay on delivery that is out for delivery; every payment move
 * goes through the shared table.
 */

const texts = PAY_ON_DELIVERY_TEXTS.collection;

export interface CollectionInput {
  orderId: string;
  /** The staff member recording it. */
  staffId: string;
  outcome: z.output<typeof collectionBodySchema>;
}

/**
 * A "pay now instead" charge that was started may have been paid meanwhile: the provider is
 * asked first, and a paid order is settled as Paid rather than collected twice.
 */
export async function refuseIfPaidOnline(deps: CheckoutDependencies, orderId: string): Promise<void> {
  const order = await findOrder(deps.db, orderId);
  if (!order?.accessCode || order.paymentStatus !== 'To pay on delivery') return;
  const charge = await askProviderIfReachable(deps, order.paymentReference);
  if (charge === 'unreachable' || charge?.state === 'under-way') throw conflict(texts.paymentBeingConfirmed);
  if (charge?.state !== 'settled') return;
  const confirmed = await confirmCharge(deps, order.paymentReference, charge);
  if (confirmed?.order.paymentStatus === 'Paid') throw conflict(texts.paidOnlineMeanwhile);
}

/**
 * Collected, in the caller's transaction with the order locked and To pay on delivery: the
 * exact total, in cash or by mobile money, and the shopper's receipt. The door's outcome and a
 * pickup's payment at the counter (decision 0069) are the same record, so the collected
 * figures count both.
 */
export async function recordCollected(
  deps: Pick<CheckoutDependencies, 'prepareOrderMessages'>,
  transaction: Executor,
  order: OrderRow,
  staffId: string,
  collected: { method: 'cash' | 'momo'; amount: number; momoTransactionId?: string | undefined },
): Promise<void> {
  if (toPesewas(collected.amount) !== order.totalPesewas) {
    throw conflict(texts.wrongAmount(formatPesewas(order.totalPesewas)));
  }
  // The outcome first: the invoice Collected issues says how it was paid (cash or mobile money).
  await writeCollection(transaction, order.id, {
    outcome: 'collected',
    recordedBy: staffId,
    method: collected.method,
    collectedPesewas: order.totalPesewas,
    momoTransactionId: collected.method === 'momo' ? (collected.momoTransactionId ?? null) : null,
  });
  await recordSale(transaction, deps, order, { paymentStatus: 'Collected' }, { messages: 'collected' });
}

/** POST /api/admin/orders/:id/collection: answers the message staff read. */
export async function recordCollection(deps: CheckoutDependencies, input: CollectionInput): Promise<string> {
  if (!isOrderId(input.orderId)) throw notFound(API_MESSAGES.orderNotFound);
  await refuseIfPaidOnline(deps, input.orderId);
  const { outcome } = input;
  return deps.db.transaction(async (transaction) => {
    const order = await lockOrder(transaction, input.orderId);
    if (!order) throw notFound(API_MESSAGES.orderNotFound);
    if (order.paymentStatus !== 'To pay on delivery') {
      throw conflict(texts.notToCollect(paymentStateLabel(order.paymentStatus)));
    }
    if (!COLLECTION_ORDER_STATUSES.includes(order.orderStatus)) {
      throw conflict(texts.notOutForDelivery(order.orderStatus));
    }
    if (outcome.outcome === 'collected') {
      await recordCollected(deps, transaction, order, input.staffId, outcome);
      return texts.collectedRecorded(formatPesewas(order.totalPesewas));
    }
    // The lock order of a refusal: the order, the account, its phone and address, its
    // promotion, then products in id order. The refusal counts against all three (decision 0044)
    // and its promotion's use goes back (decision 0062).
    await countRefusedDelivery(transaction, order.userId);
    await countRefusalAtPhoneAndAddress(transaction, [
      { kind: 'phone', key: order.phoneNumber, label: order.phoneNumber },
      {
        kind: 'address',
        key: deliveryAddressKey(order.street, order.city),
        label: deliveryAddressLabel(order.street, order.city),
      },
    ]);
    await giveBackUseOfOrder(transaction, order);
    await returnStock(transaction, await listUnitsToRestock(transaction, order.id));
    // The refused units came back with the rider: their serials may be sold again (decision 0061).
    await markUnitsReturned(transaction, order.id);
    await setPaymentState(transaction, order, {
      paymentStatus: 'Refused at the door',
      orderStatus: 'Cancelled',
      cancelReason: outcome.reason,
    });
    await writeCollection(transaction, order.id, {
      outcome: 'refused',
      recordedBy: input.staffId,
      reason: outcome.reason,
    });
    await deps.queueStatusMail(transaction, order.id, 'Cancelled', false);
    return texts.refusedRecorded;
  });
}
