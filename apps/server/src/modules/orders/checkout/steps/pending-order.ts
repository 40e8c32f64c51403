import { setTimeout as sleep } from 'node:timers/promises';
import type { OrderRow } from '../../order-mapper';
import { findOrder, findPendingOrderOfUser } from '../../order-repository';
import type { CheckoutDependencies } from '../dependencies';

/** How often a start looks at a pending order another start of the account is still starting. */
const STARTING_POLL_MS = 50;

/**
 * The account's pending order (at most one), once it has its charge: one without an access
 * code is still being started by another "Pay" of the account (between its commit and the
 * provider's answer), so this waits for it, up to the provider's time. Undefined when there
 * is none, or that start failed and released it.
 */
export async function waitForPendingOrder(
  deps: Pick<CheckoutDependencies, 'db' | 'startingChargeMs'>,
  userId: string,
): Promise<OrderRow | undefined> {
  let order = await findPendingOrderOfUser(deps.db, userId);
  const startedBy = (order?.createdAt.getTime() ?? 0) + deps.startingChargeMs;
  while (order && !order.accessCode && Date.now() < startedBy) {
    await sleep(STARTING_POLL_MS);
    const current = await findOrder(deps.db, order.id);
    order = current?.paymentStatus === 'Pending' ? current : undefined;
  }
  return order;
}
