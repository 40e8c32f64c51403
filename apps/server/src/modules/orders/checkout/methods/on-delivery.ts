import { PAY_ON_DELIVERY, PAY_ONLINE, type PaymentStatus } from '@shop/shared';
import { clearCart } from '../../../cart';
import { returnStock } from '../../../catalogue';
import { pickupPlaceOf } from '../../order-branch';
import { listUnitsToRestock } from '../../order-status-repository';
import { setPaymentState } from '../payment-state-repository';
import { chargeMismatchOf } from '../steps/figures';
import { giveBackUseOfOrder } from '../steps/promotion-use';
import { recordSale } from '../steps/record-sale';
import {
  placedAnswer,
  requireAccountMayOrder,
  requireOfferedTo,
  requireWithinLimit,
} from './on-delivery-rules';
import type { PaymentMethodHandler } from './payment-method-handler';

/*
 * Pay on delivery (decision 0034): the start places the order at once, To pay on delivery,
 * with no hold and no provider; staff settle it at the door (collection-flow.ts). A charge
 * only comes from "pay now instead" (pay-now-instead-flow.ts).
 */

/**
 * Orders to pay on delivery that ended without an online payment: a charge of "pay now
 * instead" that settles after that is money the shop must not keep.
 */
const ENDED_ON_DELIVERY: readonly PaymentStatus[] = ['Collected', 'Refused at the door', 'Cancelled unpaid'];

export const payOnDelivery: PaymentMethodHandler = {
  async admit(deps, userId, details) {
    const settings = await requireOfferedTo(deps, userId, details);
    return {
      lockAccount: (transaction, accountId) =>
        requireAccountMayOrder(transaction, accountId, details, settings),
      checkFigures: (figures) => requireWithinLimit(figures, settings),
      orderColumns: () => ({
        paymentMethod: PAY_ON_DELIVERY,
        paymentStatus: 'To pay on delivery',
        holdExpiresAt: null,
      }),
      // The ordered variants leave the cart, and the confirmation (e-mail, SMS, staff alert) is queued with the order.
      async placeInTransaction(transaction, order, orderedVariantIds) {
        await clearCart(transaction, order.userId, orderedVariantIds, {
          codeUsed: order.discountCode !== null,
        });
        await deps.queuePlacedOrderMessages(transaction, order.id);
      },
      answer: async (order) => placedAnswer(order, await pickupPlaceOf(deps.db, order)),
    };
  },

  /**
   * Paid online instead: the order keeps its place on the way (its cart was cleared when it
   * was placed). A charge that cannot pay for it (wrong amount, or the order ended or was
   * collected meanwhile) is refunded and the order left as it is: the rider collects.
   */
  async settleCharge(transaction, deps, { order, charge }) {
    const lateCharge = { becamePaid: false, refund: false, refundLateCharge: true };
    if (ENDED_ON_DELIVERY.includes(order.paymentStatus)) return lateCharge;
    if (order.paymentStatus !== 'To pay on delivery') return { becamePaid: false, refund: false };
    if (chargeMismatchOf(charge, order)) return lateCharge;
    const paid = await recordSale(
      transaction,
      deps,
      order,
      { paymentStatus: 'Paid', paymentMethod: PAY_ONLINE },
      { messages: 'paid instead' },
    );
    return { becamePaid: true, refund: false, order: paid };
  },

  /** Nothing was paid: the promotion's use and the units go back, and there is nothing to refund. */
  async cancelByStaff(transaction, order, reason) {
    await giveBackUseOfOrder(transaction, order);
    await returnStock(transaction, await listUnitsToRestock(transaction, order.id));
    await setPaymentState(transaction, order, {
      paymentStatus: 'Cancelled unpaid',
      orderStatus: 'Cancelled',
      cancelReason: reason,
    });
    return false;
  },
};
