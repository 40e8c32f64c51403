import type { StartCheckoutResponse } from '@shop/shared';
import type { OrderRow } from '../../order-mapper';
import type { CheckoutDependencies } from '../dependencies';
import { setAccessCode } from '../payment-state-repository';
import { startAnswer } from './start-answer';

/**
 * Asks the provider to start the order's charge, on its own reference and amount, and keeps
 * the access code the storefront's popup opens on. When the provider refuses or cannot be
 * reached nothing was started, so `undo` gives back what the caller took for it (a start its
 * stock, "Pay now" its claim) before the error goes on.
 */
export async function startProviderCharge(
  deps: CheckoutDependencies,
  order: OrderRow,
  userId: string,
  undo: () => Promise<unknown>,
): Promise<StartCheckoutResponse> {
  let accessCode: string;
  try {
    ({ accessCode } = await deps.provider.initiate({
      reference: order.paymentReference,
      email: order.email,
      amountPesewas: order.totalPesewas,
      orderId: order.id,
      userId,
    }));
  } catch (error) {
    await undo();
    throw error;
  }
  await setAccessCode(deps.db, order.id, accessCode);
  return startAnswer(deps, { ...order, accessCode }, 'awaiting-payment');
}
