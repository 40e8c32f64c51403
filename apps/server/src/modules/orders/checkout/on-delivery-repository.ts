import { type CollectionMethod, type CollectionOutcome, PAY_NOW_ORDER_STATUSES } from '@shop/shared';
import { and, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orders } from '../../../db/schema';

// The queries of pay on delivery (decision 0034): its open orders, "pay now instead"'s claim
// on an order, and the outcome at the door.

/** The access code of an order whose "pay now instead" charge one call is starting (pay-now-instead-flow.ts). */
export const PAY_NOW_STARTING = 'starting';

/** Orders to pay on delivery whose "pay now instead" charge was started. */
export function payNowStarted() {
  return and(isNotNull(orders.accessCode), ne(orders.accessCode, PAY_NOW_STARTING)) as ReturnType<typeof sql>;
}

/** The open pay-on-delivery orders a start counts: the account's, its delivery phone's and its address's. */
export interface OpenOnDeliveryCounts {
  account: number;
  phone: number;
  address: number;
}

/**
 * Inside a start's transaction, under the locks of the account, the phone and the address:
 * the orders still to be paid at the door of each, whatever account placed them (decision
 * 0044). One query, each part read from its partial index.
 */
export async function countOpenOnDeliveryOrders(
  transaction: Executor,
  of: { userId: string; phone: string; addressKey: string | null },
): Promise<OpenOnDeliveryCounts> {
  const byAccount = eq(orders.userId, of.userId);
  const byPhone = eq(orders.phoneNumber, of.phone);
  // A pickup (no address) counts the account and the phone only.
  const byAddress = of.addressKey === null ? sql`false` : eq(orders.deliveryAddressKey, of.addressKey);
  const [row] = await transaction
    .select({
      account: sql<number>`count(*) filter (where ${byAccount})`.mapWith(Number),
      phone: sql<number>`count(*) filter (where ${byPhone})`.mapWith(Number),
      address: sql<number>`count(*) filter (where ${byAddress})`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        // Written as the partial indexes' own condition, so a prepared plan still uses them.
        sql`${orders.paymentStatus} = 'To pay on delivery'`,
        or(byAccount, byPhone, byAddress),
      ),
    );
  return row ?? { account: 0, phone: 0, address: 0 };
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
