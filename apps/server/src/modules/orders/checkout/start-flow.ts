import { API_MESSAGES, type StartCheckoutResponse } from '@shop/shared';
import { conflict } from '../../../plugins/errors';
import type { CheckoutDependencies } from './dependencies';
import { methodHandlerOf } from './methods/handler-of';
import { lookAtPendingOrder } from './steps/look-at-pending-order';
import { readOrderDetails, type StartInput } from './steps/order-details';
import { waitForPendingOrder } from './steps/pending-order';
import { AnotherStartCameFirst, placeOrder } from './steps/place-order';

/**
 * How often a start places its order: once without looking, then up to three times after
 * looking at the pending order another start of the account wrote.
 */
const START_ATTEMPTS = 4;

/**
 * POST /api/orders/start (decision 0007), top to bottom: the details read, the shopper's
 * payment method admits the start, the account's pending order is followed (paid, being
 * paid, resumed, or to be replaced), the order is placed in one transaction that holds its
 * stock, and its method answers (online: the provider's charge started after the commit; on
 * delivery: placed). No transaction waits on the provider. The same "Pay" sent many times at
 * once answers the one pending order the first one wrote.
 */
export async function startCheckout(
  deps: CheckoutDependencies,
  userId: string,
  input: StartInput,
): Promise<StartCheckoutResponse> {
  const { details, fee, pickupBranch } = await readOrderDetails(deps, input);
  const method = await methodHandlerOf(details.paymentMethod).admit(deps, userId, details);
  for (let attempt = 1; ; attempt += 1) {
    try {
      // Most starts find no pending order: the first places its own without a look, and the
      // transaction finds one under its lock if there is (AnotherStartCameFirst: the next looks).
      const pending = attempt === 1 ? undefined : await waitForPendingOrder(deps, userId);
      const looked = pending && (await lookAtPendingOrder(deps, pending, userId, details, fee));
      if (typeof looked === 'object') return looked;
      const replaceable = looked === 'replace' ? pending?.id : undefined;
      const order = await placeOrder(deps, {
        userId,
        input,
        details,
        fee,
        pickupBranch,
        method,
        replaceable,
      });
      return await method.answer(order, userId);
    } catch (error) {
      if (!(error instanceof AnotherStartCameFirst)) throw error;
      // Its order is the one to follow: the next look finds it (and waits for its charge).
      if (attempt === START_ATTEMPTS) throw conflict(API_MESSAGES.paymentBeingConfirmed);
    }
  }
}
