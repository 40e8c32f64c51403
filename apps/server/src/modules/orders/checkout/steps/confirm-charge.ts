import { API_MESSAGES, isPaymentFinal } from '@shop/shared';
import { conflict } from '../../../../plugins/errors';
import { lockCartVariants } from '../../../cart';
import { type Charge, recordPayment } from '../../../payments';
import type { OrderRow } from '../../order-mapper';
import { findOrder, findOrderByReference, lockOrderByReference } from '../../order-repository';
import type { CheckoutDependencies } from '../dependencies';
import { methodHandlerOf } from '../methods/handler-of';
import type { SettledOutcome } from '../methods/payment-method-handler';
import { refundAfterSettling } from './refund';

/** Settled for good: no charge can pay it any more, and a later verify or webhook changes nothing. */
export const isSettled = (order: Pick<OrderRow, 'paymentStatus'>) => isPaymentFinal(order.paymentStatus);

export interface Confirmed {
  order: OrderRow;
  /** This call made the order Paid. */
  becamePaid: boolean;
}

/**
 * The one "confirm a charge" step (idempotent), for verify, create, the webhook and the
 * sweeper: what the provider says about `reference` applied to the order that started it,
 * under the order's row lock. The charge is recorded; what a settled one makes of the order
 * is its payment method's (methods/online.ts: Paid, or cancelled for a refund; methods/on-delivery.ts:
 * paid online instead, or the late charge refunded); refunds go to the provider after the commit.
 * With `userId`, only that account's order (another's is 409 and changes no row). Answers
 * undefined for a reference no checkout started.
 */
export async function confirmCharge(
  deps: CheckoutDependencies,
  reference: string,
  charge: Charge | undefined,
  options: { userId?: string; readBefore?: OrderRow } = {},
): Promise<Confirmed | undefined> {
  // The owner is read first (or was, by the caller) so the cart lines can be locked before
  // the order, as start does; what the order is now is read again under its lock.
  const unlocked = options.readBefore ?? (await findOrderByReference(deps.db, reference));
  if (!unlocked) return undefined;
  if (options.userId && unlocked.userId !== options.userId) throw conflict(API_MESSAGES.referenceUsed);

  const outcome = await deps.db.transaction(async (transaction): Promise<SettledOutcome> => {
    const cartVariants = await lockCartVariants(transaction, unlocked.userId);
    const order = (await lockOrderByReference(transaction, reference))!;
    if (charge) {
      await recordPayment(transaction, {
        provider: deps.provider.name,
        charge,
        userId: order.userId,
        orderId: order.id,
      });
    }
    if (charge?.state !== 'settled') return { becamePaid: false, refund: false };
    // The order's payment method decides what a settled charge makes of it (methods/).
    return methodHandlerOf(order.paymentMethod).settleCharge(transaction, deps, {
      order,
      charge,
      cartVariants,
    });
  });
  await refundAfterSettling(deps, unlocked, outcome);
  // A settle that wrote the order answers it as it left it (a refund after the commit changes
  // an order the settle did not make Paid): no read after the commit.
  const order = outcome.order ?? (await findOrder(deps.db, unlocked.id))!;
  return { order, becamePaid: outcome.becamePaid };
}
