import {
  API_MESSAGES,
  CURRENCY,
  isPaymentFinal,
  PAY_NOW,
  PAYMENT_STATES,
  type PaymentStatus,
} from '@shop/shared';
import { conflict } from '../../../plugins/errors';
import { clearCart, lockCartLines } from '../../cart';
import { type Charge, recordPayment } from '../../payments';
import type { OrderRow } from '../order-mapper';
import { findOrder, findOrderByReference, listOrderLines } from '../order-repository';
import { lockOrderByReference, setPaymentState } from './checkout-repository';
import type { CheckoutDependencies } from './dependencies';
import { retakeStock } from './hold';
import { cancelForRefund, refundCharge, refundLateCharge } from './refund';

/** Settled for good: no charge can pay it any more, and a later verify or webhook changes nothing. */
export const isSettled = (order: Pick<OrderRow, 'paymentStatus'>) => isPaymentFinal(order.paymentStatus);

/**
 * Orders to pay on delivery that ended without an online payment: a charge of "pay now
 * instead" that settles after that is money the shop must not keep (decision 0034).
 */
const ENDED_ON_DELIVERY: readonly PaymentStatus[] = ['Collected', 'Refused at the door', 'Cancelled unpaid'];

/** What the order's transaction decided; the provider is asked to refund after the commit. */
interface Outcome {
  becamePaid: boolean;
  /** The order was cancelled for a refund (Refund pending). */
  refund: boolean;
  /** The charge is refunded and the order left as it is. */
  refundLateCharge?: boolean;
}

export interface Confirmed {
  order: OrderRow;
  /** This call made the order Paid. */
  becamePaid: boolean;
}

/** Why a settled charge cannot pay for the order; undefined when it can. */
function mismatchOf(charge: Charge, order: OrderRow): string | undefined {
  if (charge.currency !== CURRENCY) return API_MESSAGES.refundReasonWrongCurrency;
  if (charge.amountPesewas !== order.totalPesewas) return API_MESSAGES.refundReasonWrongAmount;
  return undefined;
}

/**
 * The one "confirm a charge" step (idempotent), for verify, create, the webhook and the
 * sweeper: what the provider says about `reference` applied to the order that started it,
 * under the order's row lock. The charge is recorded; a settled one makes the order Paid
 * (its stock taken again if its hold was released), or, when it cannot (wrong amount or
 * currency, sold out meanwhile), cancels the order and refunds the charge after the commit.
 * With `userId`, only that account's order (another's is 409 and changes no row). Answers
 * undefined for a reference no checkout started.
 */
export async function confirmCharge(
  deps: CheckoutDependencies,
  reference: string,
  charge: Charge | undefined,
  options: { userId?: string } = {},
): Promise<Confirmed | undefined> {
  // The owner is read first so the cart lines can be locked before the order, as start does.
  const unlocked = await findOrderByReference(deps.db, reference);
  if (!unlocked) return undefined;
  if (options.userId && unlocked.userId !== options.userId) throw conflict(API_MESSAGES.referenceUsed);

  const outcome = await deps.db.transaction(async (transaction): Promise<Outcome> => {
    const cartLines = await lockCartLines(transaction, unlocked.userId);
    const order = (await lockOrderByReference(transaction, reference))!;
    if (charge) {
      await recordPayment(transaction, {
        provider: deps.provider.name,
        charge,
        userId: order.userId,
        orderId: order.id,
      });
    }
    if (charge?.state === 'settled' && ENDED_ON_DELIVERY.includes(order.paymentStatus)) {
      return { becamePaid: false, refund: false, refundLateCharge: true };
    }
    if (charge?.state !== 'settled' || isSettled(order)) return { becamePaid: false, refund: false };
    const holdsStock = PAYMENT_STATES[order.paymentStatus].stockTaken;
    const onDelivery = order.paymentStatus === 'To pay on delivery';
    const mismatch = mismatchOf(charge, order);
    if (mismatch) {
      // An order to pay on delivery stays so: the rider collects, and the charge goes back.
      if (onDelivery) return { becamePaid: false, refund: false, refundLateCharge: true };
      await cancelForRefund(transaction, order, { reason: mismatch, holdsStock });
      return { becamePaid: false, refund: true };
    }
    // A hold released before the charge came: the stock is taken again if it is there.
    if (!holdsStock && !(await retakeStock(transaction, order.id))) {
      await cancelForRefund(transaction, order, { reason: API_MESSAGES.refundReasonSoldOut, holdsStock });
      return { becamePaid: false, refund: true };
    }
    if (onDelivery) {
      // Paid online instead: the order keeps its place on the way, and its cart was cleared when placed.
      await setPaymentState(transaction, order, { paymentStatus: 'Paid', paymentMethod: PAY_NOW });
      await deps.queuePaidInsteadMail(transaction, order.id);
      return { becamePaid: true, refund: false };
    }
    await setPaymentState(transaction, order, {
      paymentStatus: 'Paid',
      orderStatus: 'Pending',
      cancelReason: null,
    });
    const ordered = new Set(
      (await listOrderLines(transaction, [order.id])).flatMap((line) =>
        line.variantId === null ? [] : [line.variantId],
      ),
    );
    await clearCart(
      transaction,
      order.userId,
      cartLines.filter((line) => ordered.has(line.variant.id)).map((line) => line.variant.id),
    );
    // The confirmation and the staff alert exist exactly when the order is Paid.
    await deps.queuePaidOrderMail(transaction, order.id);
    return { becamePaid: true, refund: false };
  });
  if (outcome.refund) await refundCharge(deps, unlocked);
  if (outcome.refundLateCharge) await refundLateCharge(deps, unlocked);
  return { order: (await findOrder(deps.db, unlocked.id))!, becamePaid: outcome.becamePaid };
}

/** A charge the provider reported by itself (a signed webhook): false when no checkout started it. */
export async function confirmReportedCharge(deps: CheckoutDependencies, charge: Charge): Promise<boolean> {
  return (await confirmCharge(deps, charge.reference, charge)) !== undefined;
}
