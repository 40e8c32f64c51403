import { randomBytes } from 'node:crypto';
import {
  API_MESSAGES,
  type Country,
  normalizePhoneNumber,
  type StartCheckoutResponse,
  type startCheckoutBodySchema,
} from '@shop/shared';
import type { z } from 'zod';
import { badRequest, conflict } from '../../../plugins/errors';
import { lockCartLines } from '../../cart';
import { takeStock } from '../../catalog';
import { findDeliveryFeeForCity } from '../../delivery';
import { findOrder, insertOrder, insertOrderLines } from '../order-repository';
import { findPendingOrderOfUser, lockPendingOrderOfUser, setAccessCode } from './checkout-repository';
import type { CheckoutDependencies } from './dependencies';
import { figuresOf, requireSameFigures } from './figures';
import { holdEndsAt, releaseHold, releaseLockedHold } from './hold';
import { lookAtPendingOrder, type OrderDetails } from './pending-order';
import { startAnswer } from './start-answer';

export type StartInput = z.output<typeof startCheckoutBodySchema>;

/** Letters, digits and "-" (Paystack's rule), new for every checkout; the unique key has the last word. */
function newPaymentReference(): string {
  return `KT-${Date.now().toString(36)}-${randomBytes(8).toString('hex')}`;
}

/**
 * POST /api/orders/start, the first step (decision 0007): a pending order that holds its
 * stock, and a charge the provider started with the server's amount and reference. An
 * account's pending order is looked at first (pending-order.ts): paid, being paid, resumed
 * or replaced. No transaction waits on the provider: it is asked before or after, never inside.
 */
export async function startCheckout(
  deps: CheckoutDependencies,
  userId: string,
  input: StartInput,
): Promise<StartCheckoutResponse> {
  const phoneNumber = normalizePhoneNumber(input.phoneNumber, input.country as Country);
  if (!phoneNumber) throw badRequest(API_MESSAGES.invalidPhone);
  const fee = await findDeliveryFeeForCity(deps.db, input.city);
  if (!fee) throw badRequest(API_MESSAGES.unknownCity(input.city));
  const details: OrderDetails = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    street: input.street,
    city: fee.city,
    state: input.state,
    zipCode: input.zipCode,
    country: input.country,
    phoneNumber,
    paymentMethod: input.paymentMethod,
  };

  let replaceable: string | undefined;
  const pending = await findPendingOrderOfUser(deps.db, userId);
  if (pending) {
    const looked = await lookAtPendingOrder(deps, pending, userId, details, fee);
    if (looked === 'replace') replaceable = pending.id;
    else if (looked !== 'gone') return looked;
  }

  const order = await deps.db.transaction(async (transaction) => {
    // The cart first, then the pending order, then products in id order: the lock order everywhere.
    const lines = await lockCartLines(transaction, userId);
    const stillPending = await lockPendingOrderOfUser(transaction, userId);
    if (stillPending) {
      // Another start of this account got in between: its answer is the one to follow.
      if (stillPending.id !== replaceable) throw conflict(API_MESSAGES.paymentBeingConfirmed);
      await releaseLockedHold(transaction, stillPending);
    }
    const forSale = lines.filter((line) => !line.product.archivedAt);
    if (forSale.length === 0) throw badRequest(API_MESSAGES.cartEmpty);
    const figures = figuresOf(forSale, fee);
    requireSameFigures(input, figures);
    // Lines come in product id order, so concurrent checkouts lock products in one order.
    for (const line of forSale) await takeStock(transaction, line.product, line.quantity);
    const inserted = await insertOrder(transaction, {
      userId,
      ...details,
      subtotalPesewas: figures.subtotal,
      shippingFeePesewas: figures.shippingFee,
      totalPesewas: figures.total,
      paymentStatus: 'Pending',
      orderStatus: 'Pending',
      paymentReference: newPaymentReference(),
      holdExpiresAt: holdEndsAt(deps.holdMinutes),
    });
    if (!inserted) throw new Error('payment reference collision');
    await insertOrderLines(
      transaction,
      forSale.map((line) => ({
        orderId: inserted.id,
        productId: line.product.id,
        name: line.product.name,
        unitPricePesewas: line.product.pricePesewas,
        image: line.product.images[0] ?? null,
        quantity: line.quantity,
      })),
    );
    return (await findOrder(transaction, inserted.id))!;
  });

  let accessCode: string;
  try {
    ({ accessCode } = await deps.provider.startCharge({
      reference: order.paymentReference,
      email: order.email,
      amountPesewas: order.totalPesewas,
      orderId: order.id,
      userId,
    }));
  } catch (error) {
    // Nothing to pay for: the stock goes back on sale at once.
    await releaseHold(deps, order.id);
    throw error;
  }
  await setAccessCode(deps.db, order.id, accessCode);
  return startAnswer(deps, { ...order, accessCode }, 'awaiting-payment');
}
