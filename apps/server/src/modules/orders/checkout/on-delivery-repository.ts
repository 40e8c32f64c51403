import {
  type CollectionMethod,
  type CollectionOutcome,
  OPEN_PAY_ON_DELIVERY_STATUSES,
  PAY_NOW_ORDER_STATUSES,
} from '@shop/shared';
import { and, count, eq, inArray, isNotNull, isNull, lte, ne, type sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orders } from '../../../db/schema';

// The queries of pay on delivery (decision 0034): its open orders, "pay now instead"'s claim
// on an order, and the outcome at the door.

/** The access code of an order whose "pay now instead" charge one call is starting (pay-now.ts). */
export const PAY_NOW_STARTING = 'starting';

/** Orders to pay on delivery whose "pay now instead" charge was started. */
export function payNowStarted() {
  return and(isNotNull(orders.accessCode), ne(orders.accessCode, PAY_NOW_STARTING)) as ReturnType<typeof sql>;
}

/** Inside a start's transaction, under the account's lock: its orders still to be paid at the door. */
export async function countOpenOnDeliveryOrders(transaction: Executor, userId: string): Promise<number> {
  const [row] = await transaction
    .select({ open: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.paymentStatus, OPEN_PAY_ON_DELIVERY_STATUSES)));
  return row?.open ?? 0;
}

/**
 * Claims the start of an order's "pay now instead" charge, in one conditional write: only an
 * order to pay on delivery, before In Truck, whose charge nobody started. False otherwise.
 */
export async function claimPayNowStart(db: Executor, orderId: string): Promise<boolean> {
  const claimed = await db
    .update(orders)
    .set({ accessCode: PAY_NOW_STARTING, updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, orderId),
        isNull(orders.accessCode),
        eq(orders.paymentStatus, 'To pay on delivery'),
        inArray(orders.orderStatus, [...PAY_NOW_ORDER_STATUSES]),
      ),
    )
    .returning({ id: orders.id });
  return claimed.length > 0;
}

/** Gives a claim back (its charge could not be started), or, with `claimedBefore`, only a claim that old. */
export async function releasePayNowClaim(db: Executor, orderId: string, claimedBefore?: Date): Promise<void> {
  await db
    .update(orders)
    .set({ accessCode: null, updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.accessCode, PAY_NOW_STARTING),
        claimedBefore ? lte(orders.updatedAt, claimedBefore) : undefined,
      ),
    );
}

/** The outcome at the door, kept on the order (decision 0034), in the transaction that moves its payment. */
export async function writeCollection(
  transaction: Executor,
  orderId: string,
  collection: {
    outcome: CollectionOutcome;
    recordedBy: string;
    method?: CollectionMethod;
    collectedPesewas?: number;
    momoTransactionId?: string | null;
    reason?: string;
  },
): Promise<void> {
  await transaction
    .update(orders)
    .set({
      collectionOutcome: collection.outcome,
      collectionRecordedAt: new Date(),
      collectionRecordedBy: collection.recordedBy,
      collectionMethod: collection.method ?? null,
      collectedPesewas: collection.collectedPesewas ?? null,
      momoTransactionId: collection.momoTransactionId ?? null,
      collectionReason: collection.reason ?? null,
    })
    .where(eq(orders.id, orderId));
}
