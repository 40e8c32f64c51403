import { randomBytes } from 'node:crypto';
import {
  API_MESSAGES,
  type Country,
  normalizePhoneNumber,
  type StartCheckoutResponse,
  type startCheckoutBodySchema,
  variantDisplayName,
} from '@shop/shared';
import type { z } from 'zod';
import { badRequest, conflict } from '../../../plugins/errors';
import { lockCartLines } from '../../cart';
import { takeStock, variantImages, variantOptionsOf } from '../../catalog';
import { type DeliveryFeeRow, findDeliveryFeeForCity } from '../../delivery';
import { findOrder, insertOrder, insertOrderLines } from '../order-repository';
import { lockPendingOrderOfUser } from './checkout-repository';
import type { CheckoutDependencies } from './dependencies';
import { figuresOf, requireSameFigures } from './figures';
import { releaseLockedHold } from './hold';
import type { AdmittedStart } from './payment-method';
import { paymentMethodOf } from './payment-methods';
import { lookAtPendingOrder, type OrderDetails, pendingOrderOf } from './pending-order';

export type StartInput = z.output<typeof startCheckoutBodySchema>;

/** Letters, digits and "-" (Paystack's rule), new for every checkout; the unique key has the last word. */
function newPaymentReference(): string {
  return `KT-${Date.now().toString(36)}-${randomBytes(8).toString('hex')}`;
}

/** Another start of this account committed a pending order between our look and our lock. */
class AnotherStartCameFirst extends Error {}

/** How often a start looks again after another start of the account came first. */
const START_ATTEMPTS = 3;

/**
 * POST /api/orders/start, the first step (decision 0007): a pending order that holds its
 * stock, and a charge the provider started with the server's amount and reference. An
 * account's pending order is looked at first (pending-order.ts): paid, being paid, resumed
 * or replaced. No transaction waits on the provider: it is asked before or after, never inside.
 * The same "Pay" sent many times at once answers the one pending order the first one wrote.
 * The shopper's way to pay decides the rest through its adapter (payment-method.ts): a
 * provider's charge started after the commit, or the order placed at once (pay on delivery).
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
    digitalAddress: input.digitalAddress,
    country: input.country,
    phoneNumber,
    paymentMethod: input.paymentMethod,
  };
  const method = await paymentMethodOf(input.paymentMethod).admit(deps, userId, details);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(deps, userId, input, details, fee, method);
    } catch (error) {
      if (!(error instanceof AnotherStartCameFirst)) throw error;
      // Its order is the one to follow: the next look finds it (and waits for its charge).
      if (attempt === START_ATTEMPTS) throw conflict(API_MESSAGES.paymentBeingConfirmed);
    }
  }
}

async function startOnce(
  deps: CheckoutDependencies,
  userId: string,
  input: StartInput,
  details: OrderDetails,
  fee: DeliveryFeeRow,
  method: AdmittedStart,
): Promise<StartCheckoutResponse> {
  let replaceable: string | undefined;
  const pending = await pendingOrderOf(deps, userId);
  if (pending) {
    const looked = await lookAtPendingOrder(deps, pending, userId, details, fee);
    if (looked === 'replace') replaceable = pending.id;
    else if (looked !== 'gone') return looked;
  }

  const order = await deps.db.transaction(async (transaction) => {
    // The cart first, then the account (its method's rules), then the pending order, then
    // products in id order: the lock order everywhere.
    const lines = await lockCartLines(transaction, userId);
    await method.lockAccount(transaction, userId);
    const stillPending = await lockPendingOrderOfUser(transaction, userId);
    if (stillPending) {
      if (stillPending.id !== replaceable) throw new AnotherStartCameFirst();
      await releaseLockedHold(transaction, stillPending);
    }
    const forSale = lines.filter((line) => !line.product.archivedAt);
    if (forSale.length === 0) throw badRequest(API_MESSAGES.cartEmpty);
    const figures = figuresOf(forSale, fee);
    requireSameFigures(input, figures);
    method.checkFigures(figures);
    // Lines come in (product, variant) order, so concurrent checkouts lock variants in one order.
    const chosen = forSale.map((line) => ({
      ...line,
      options: variantOptionsOf(line.product, line.variant),
    }));
    for (const line of chosen) {
      const name = variantDisplayName(line.product.name, line.options);
      await takeStock(transaction, { id: line.variant.id, name }, line.quantity);
    }
    const inserted = await insertOrder(transaction, {
      userId,
      ...details,
      subtotalPesewas: figures.subtotal,
      shippingFeePesewas: figures.shippingFee,
      totalPesewas: figures.total,
      orderStatus: 'Pending',
      paymentReference: newPaymentReference(),
      ...method.orderColumns(deps),
    });
    if (!inserted) throw new Error('payment reference collision');
    await insertOrderLines(
      transaction,
      chosen.map((line) => ({
        orderId: inserted.id,
        productId: line.product.id,
        variantId: line.variant.id,
        variantPublicId: line.variant.publicId,
        variantSku: line.variant.sku,
        variantOptions: line.options,
        name: line.product.name,
        unitPricePesewas: line.variant.pricePesewas,
        image: variantImages(line.product, line.variant)[0] ?? null,
        quantity: line.quantity,
      })),
    );
    const orderedVariants = forSale.map((line) => line.variant.id);
    await method.placeInTransaction(transaction, deps, { id: inserted.id, userId }, orderedVariants);
    return (await findOrder(transaction, inserted.id))!;
  });
  return method.answer(deps, order, userId);
}
