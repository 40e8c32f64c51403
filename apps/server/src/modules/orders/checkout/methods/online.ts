import { API_MESSAGES, DISCOUNT_MESSAGES, isPaymentFinal, PAY_ONLINE, PAYMENT_STATES } from '@shop/shared';
import { clearCart } from '../../../cart';
import type { CheckoutDependencies } from '../dependencies';
import { chargeMismatchOf } from '../steps/figures';
import { holdEndsAt, releaseHold, retakeStock } from '../steps/hold';
import { retakeUseOfOrder } from '../steps/promotion-use';
import { recordSale } from '../steps/record-sale';
import { cancelForRefund } from '../steps/refund';
import { startProviderCharge } from '../steps/start-charge';
import type { AdmittedStart, PaymentMethodHandler } from './payment-method-handler';

/*
 * Paying online, by mobile money or card through the shop's payment provider (decision 0007):
 * the order waits Pending, holding its stock, until a charge settles it.
 */

/** A start paid online: the order waits Pending, holding its stock, until a charge settles it. */
function startPaidOnline(deps: CheckoutDependencies): AdmittedStart {
  return {
    async lockAccount() {},
    checkFigures() {},
    orderColumns: () => ({
      paymentMethod: PAY_ONLINE,
      paymentStatus: 'Pending',
      holdExpiresAt: holdEndsAt(deps.holdMinutes),
    }),
    async placeInTransaction() {},
    // Nothing to pay for when the provider fails: the stock goes back on sale at once.
    answer: (order, userId) => startProviderCharge(deps, order, userId, () => releaseHold(deps, order.id)),
  };
}

export const payOnline: PaymentMethodHandler = {
  admit: async (deps) => startPaidOnline(deps),

  /**
   * Paid, with its cart lines cleared and its messages queued; or, when the charge cannot pay
   * for it (wrong amount or currency, sold out since its hold ran out), cancelled for a refund.
   */
  async settleCharge(transaction, deps, { order, charge, cartVariants }) {
    if (isPaymentFinal(order.paymentStatus)) return { becamePaid: false, refund: false };
    const holdsStock = PAYMENT_STATES[order.paymentStatus].stockTaken;
    const mismatch = chargeMismatchOf(charge, order);
    if (mismatch) {
      await cancelForRefund(transaction, order, { reason: mismatch, holdsStock });
      return { becamePaid: false, refund: true };
    }
    // A hold released before the charge came: its promotion's use (first, in the lock order)
    // and its stock are taken again if they are there.
    if (!holdsStock && !(await retakeUseOfOrder(transaction, order))) {
      await cancelForRefund(transaction, order, { reason: DISCOUNT_MESSAGES.usedUp, holdsStock });
      return { becamePaid: false, refund: true };
    }
    if (!holdsStock && !(await retakeStock(transaction, order.id))) {
      await cancelForRefund(transaction, order, { reason: API_MESSAGES.refundReasonSoldOut, holdsStock });
      return { becamePaid: false, refund: true };
    }
    const paid = await recordSale(
      transaction,
      deps,
      order,
      { paymentStatus: 'Paid', orderStatus: 'Pending', cancelReason: null },
      {
        // The confirmation and the staff alert exist exactly when the order is Paid.
        messages: 'paid',
        beforeNumbering: async (lines) => {
          const ordered = new Set(lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId])));
          await clearCart(
            transaction,
            order.userId,
            cartVariants.filter((variantId) => ordered.has(variantId)),
            { codeUsed: order.discountCode !== null },
          );
        },
      },
    );
    return { becamePaid: true, refund: false, order: paid };
  },

  /** A paid order holds its units: they go back on sale, and the charge is refunded after the commit. */
  async cancelByStaff(transaction, order, reason) {
    await cancelForRefund(transaction, order, { reason, holdsStock: true });
    return true;
  },
};
