import {
  type CollectionMethod,
  type CollectionOutcome,
  isPaymentMoveAllowed,
  OPEN_PAY_ON_DELIVERY_STATUSES,
  type OrderStatus,
  PAY_NOW_ORDER_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
  paymentStatusesMovingTo,
} from '@shop/shared';
import { and, asc, count, eq, inArray, isNotNull, isNull, lte, ne, or, type sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orders } from '../../../db/schema';
import type { OrderRow } from '../order-mapper';

/** The account's pending checkout (at most one: a partial unique index). */
const pendingOrderOfUser = (db: Executor, userId: string) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentStatus, 'Pending')));

export async function findPendingOrderOfUser(db: Executor, userId: string): Promise<OrderRow | undefined> {
  const [row] = await pendingOrderOfUser(db, userId).limit(1);
  return row;
}

/** Inside a transaction: the account's pending checkout, locked. */
export async function lockPendingOrderOfUser(
  transaction: Executor,
  userId: string,
): Promise<OrderRow | undefined> {
  const [row] = await pendingOrderOfUser(transaction, userId).for('update');
  return row;
}

/** Inside a transaction: the order a payment reference belongs to, locked until the transaction ends. */
export async function lockOrderByReference(
  transaction: Executor,
  reference: string,
): Promise<OrderRow | undefined> {
  const [row] = await transaction
    .select()
    .from(orders)
    .where(eq(orders.paymentReference, reference))
    .for('update');
  return row;
}

export async function setAccessCode(db: Executor, orderId: string, accessCode: string): Promise<void> {
  await db.update(orders).set({ accessCode, updatedAt: new Date() }).where(eq(orders.id, orderId));
}

/** A payment move PAYMENT_STATES does not allow: a bug in the caller, never written. */
export class PaymentMoveRefused extends Error {
  override name = 'PaymentMoveRefused';
  constructor(
    readonly from: PaymentStatus,
    readonly to: PaymentStatus,
  ) {
    super(`payment move from ${from} to ${to} is not in PAYMENT_STATES`);
  }
}

/**
 * Moves the order's payment (and maybe its status and reason) on, from the state the caller
 * read under the row lock; a move not in PAYMENT_STATES throws PaymentMoveRefused and writes nothing.
 */
export async function setPaymentState(
  transaction: Executor,
  order: Pick<OrderRow, 'id' | 'paymentStatus'>,
  change: {
    paymentStatus: PaymentStatus;
    orderStatus?: OrderStatus;
    cancelReason?: string | null;
    holdExpiresAt?: Date | null;
    checkedAt?: Date | null;
    /** Pay on delivery paid online instead becomes a pay-now order. */
    paymentMethod?: PaymentMethod;
  },
): Promise<void> {
  if (!isPaymentMoveAllowed(order.paymentStatus, change.paymentStatus)) {
    throw new PaymentMoveRefused(order.paymentStatus, change.paymentStatus);
  }
  const now = new Date();
  await transaction
    .update(orders)
    .set({
      ...change,
      ...(change.orderStatus ? { statusChangedAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
}

/** Refund pending becomes Refunded (the table's only way there), once: a concurrent retry finds nothing to do. */
export async function markOrderRefunded(db: Executor, orderId: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ paymentStatus: 'Refunded', updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, paymentStatusesMovingTo('Refunded'))))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * The sweeper's claim, for one instance among several on one database: rows in `status`
 * that match `due` and were not looked at within `quietMs`, locked with SKIP LOCKED (rows
 * another instance is claiming are passed over) and stamped, so others leave them alone
 * until `quietMs` has passed. Called inside a short transaction that only claims.
 */
export async function claimOrdersForSweep(
  transaction: Executor,
  options: { status: PaymentStatus; due: ReturnType<typeof sql> | undefined; quietMs: number; limit: number },
): Promise<OrderRow[]> {
  const now = new Date();
  const quietSince = new Date(now.getTime() - options.quietMs);
  const rows = await transaction
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, options.status),
        options.due,
        or(isNull(orders.checkedAt), lte(orders.checkedAt, quietSince)),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  if (rows.length === 0) return [];
  await transaction
    .update(orders)
    .set({ checkedAt: now })
    .where(
      inArray(
        orders.id,
        rows.map((row) => row.id),
      ),
    );
  return rows;
}

/** Pending checkouts whose hold ran out, or that are older than `confirmAfter`. */
export function pendingDue(now: Date, confirmAfterMs: number) {
  return or(
    lte(orders.holdExpiresAt, now),
    lte(orders.createdAt, new Date(now.getTime() - confirmAfterMs)),
  ) as ReturnType<typeof sql>;
}

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
