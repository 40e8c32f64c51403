import {
  type AdminOrderDetail,
  DEFAULT_PICKUP_HOLD_DAYS,
  PAY_ON_DELIVERY,
  PICKUP_CODE_TRIES,
  staffStatusMovesOf,
  toCedis,
} from '@shop/shared';
import type { Executor } from '../../db/client';
import { isoOrNull } from '../../db/query-helpers';
import {
  collectionOf,
  counterMovesOf,
  findBranchName,
  findOrderWithLines,
  pickupHoldEndOf,
  toAdminOrderSummary,
  variantOfLine,
} from '../orders';
import { findPayment, type PaymentRow } from '../payments';
import { findAccountNames, findCustomer } from '../users';
import { payOnDeliveryBlocksOfOrder } from './pay-on-delivery-people';

function toAdminPayment(payment: PaymentRow | undefined): AdminOrderDetail['payment'] {
  if (!payment) return null;
  return {
    reference: payment.reference,
    provider: payment.provider,
    status: payment.status,
    amount: toCedis(payment.amountPesewas),
    currency: payment.currency,
    channel: payment.channel,
    paidAt: isoOrNull(payment.paidAt),
    raw: payment.raw ?? null,
  };
}

/** One order as staff see it: the order and its lines (orders), the customer (users) and the payment (payments). */
export async function findAdminOrder(
  db: Executor,
  id: string,
  pickupHoldDays = DEFAULT_PICKUP_HOLD_DAYS,
): Promise<AdminOrderDetail | undefined> {
  const found = await findOrderWithLines(db, id);
  if (!found) return undefined;
  const { order, lines, trackedLineIds, serialsByLine, invoice } = found;
  const [customer, payment] = await Promise.all([
    findCustomer(db, order.userId),
    findPayment(db, order.paymentReference),
  ]);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const branchName = await findBranchName(db, order.branchId);
  const collection = collectionOf(order);
  const recorderId = order.collectionRecordedBy;
  const recorderName = recorderId ? (await findAccountNames(db, [recorderId])).get(recorderId) : undefined;
  // Only pay on delivery's orders say what would stop the next one (decision 0044).
  const payOnDeliveryBlocks =
    order.paymentMethod === PAY_ON_DELIVERY
      ? await payOnDeliveryBlocksOfOrder(db, order, customer?.refusedDeliveries ?? 0)
      : undefined;
  return {
    ...toAdminOrderSummary(order, units, branchName),
    customer: customer ? { id: customer.id, name: customer.name, email: customer.email } : null,
    street: order.street,
    state: order.state,
    zipCode: order.zipCode,
    digitalAddress: order.digitalAddress,
    country: order.country,
    phoneNumber: order.phoneNumber,
    // Verified when the delivery number is the one the customer confirmed with a code.
    phoneVerified: Boolean(customer?.phoneVerifiedAt && customer.phone === order.phoneNumber),
    phoneUnreadable: order.phoneNumberUnreadable,
    orderTexts: customer?.smsOrderUpdates ?? true,
    paymentMethod: order.paymentMethod,
    items: lines.map((line) => ({
      _id: line.id,
      productId: line.productId,
      variant: variantOfLine(line),
      name: line.name,
      price: toCedis(line.unitPricePesewas),
      image: line.image,
      quantity: line.quantity,
      lineTotal: toCedis(line.unitPricePesewas * line.quantity),
      tracksSerials: trackedLineIds.has(line.id),
      serials: serialsByLine.get(line.id) ?? [],
    })),
    subtotal: toCedis(order.subtotalPesewas),
    shippingFee: toCedis(order.shippingFeePesewas),
    cancelReason: order.cancelReason,
    statusChangedAt: order.statusChangedAt.toISOString(),
    outForDeliveryAt: isoOrNull(order.outForDeliveryAt),
    hiddenByCustomerAt: isoOrNull(order.hiddenByCustomerAt),
    payment: toAdminPayment(payment),
    collection: collection && {
      ...collection,
      recordedBy: recorderId && recorderName ? { id: recorderId, name: recorderName } : null,
    },
    ...(payOnDeliveryBlocks ? { payOnDeliveryBlocks } : {}),
    // A pickup's Ready for pickup and Picked up are the counter's (pickup-routes.ts), not status moves.
    staffMoves: counterMovesOf(order, staffStatusMovesOf(order)),
    ...(order.fulfilment === 'pickup'
      ? {
          counter: {
            readyForPickupAt: isoOrNull(order.readyForPickupAt),
            holdUntil: isoOrNull(pickupHoldEndOf(order, pickupHoldDays)),
            triesLeft: Math.max(PICKUP_CODE_TRIES - order.pickupCodeFailures, 0),
            locked: order.pickupCodeLockedAt !== null,
          },
        }
      : {}),
    invoice,
  };
}
