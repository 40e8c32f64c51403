import { API_MESSAGES, type createOrderBodySchema, type Order } from '@shop/shared';
import type { z } from 'zod';
import { conflict, notFound } from '../../../plugins/errors';
import { type Charge, knownCharge, requireSettledCharge } from '../../payments';
import type { OrderRow } from '../order-mapper';
import { findOrderByReference, withItems } from '../order-repository';
import type { CheckoutDependencies } from './dependencies';
import { askProvider } from './steps/ask-provider';
import { type Confirmed, confirmCharge, isSettled } from './steps/confirm-charge';
import { requireSameFigures } from './steps/figures';

/*
 * Settling a charge (decision 0007), from whichever side reports it first: the shopper's
 * verify, the shopper's create, or the provider's signed webhook. Each finds the order the
 * reference started and runs the one confirm step (steps/confirm-charge.ts), so a charge
 * settles its order once however many report it.
 */

export type OrderInput = z.output<typeof createOrderBodySchema>;

/** The order of a reference, for its own account: 404 when no checkout has it, 409 for another account. */
async function ownOrder(deps: CheckoutDependencies, userId: string, reference: string): Promise<OrderRow> {
  const order = await findOrderByReference(deps.db, reference);
  if (!order) throw notFound(API_MESSAGES.checkoutNotFound);
  if (order.userId !== userId) throw conflict(API_MESSAGES.referenceUsed);
  return order;
}

/**
 * The shopper's own confirmation: the provider is asked (nothing is written when it does
 * not answer, or knows no such charge: 400), then the charge is confirmed.
 */
async function askAndConfirm(
  deps: CheckoutDependencies,
  userId: string,
  order: OrderRow,
): Promise<Confirmed & { charge: Charge }> {
  const reference = order.paymentReference;
  const charge = knownCharge(await askProvider(deps, reference));
  const confirmed = await confirmCharge(deps, reference, charge, { userId, readBefore: order });
  return { ...confirmed!, charge };
}

/** POST /api/payments/verify: the charge confirmed, and answered when it settled (402 otherwise). */
export async function verifyCharge(
  deps: CheckoutDependencies,
  userId: string,
  reference: string,
): Promise<Charge> {
  const { charge } = await askAndConfirm(deps, userId, await ownOrder(deps, userId, reference));
  return requireSettledCharge(charge);
}

/**
 * POST /api/orders/create: the order the reference started, confirmed first if it is not
 * settled yet. Figures that differ from the order's are 409. `created` when this call made it Paid.
 */
export async function createOrder(
  deps: CheckoutDependencies,
  userId: string,
  input: OrderInput,
): Promise<{ order: Order; created: boolean }> {
  let order = await ownOrder(deps, userId, input.paymentReference);
  requireSameFigures(input, {
    subtotal: order.subtotalPesewas,
    shippingFee: order.shippingFeePesewas,
    total: order.totalPesewas,
  });
  let created = false;
  if (!isSettled(order)) {
    const confirmed = await askAndConfirm(deps, userId, order);
    order = confirmed.order;
    created = confirmed.becamePaid;
    if (!isSettled(order)) requireSettledCharge(confirmed.charge);
  }
  const [shaped] = await withItems(deps.db, [order]);
  return { order: shaped!, created };
}

/** A charge the provider reported by itself (a signed webhook): false when no checkout started it. */
export async function confirmReportedCharge(deps: CheckoutDependencies, charge: Charge): Promise<boolean> {
  return (await confirmCharge(deps, charge.reference, charge)) !== undefined;
}
