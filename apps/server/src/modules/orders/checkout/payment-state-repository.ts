import {
  isPaymentMoveAllowed,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  SALE_PAYMENT_STATUSES,
} from '@shop/shared';
import { and, asc, eq, inArray, isNull, lte, or, type sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orders } from '../../../db/schema';
import { issueOrderInvoice } from '../invoice-source-repository';
import type { OrderRow } from '../order-mapper';

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

/** A payment move: the new payment state, and maybe the order's status, reason, hold and method. */
export interface PaymentChange {
  paymentStatus: PaymentStatus;
  orderStatus?: OrderStatus;
  cancelReason?: string | null;
  holdExpiresAt?: Date | null;
  checkedAt?: Date | null;
  /** Pay on delivery paid online instead ("pay now instead") becomes an order paid online. */
  paymentMethod?: PaymentMethod;
}

/**
 * Moves the order's payment (and maybe its status and reason) on, from the state the caller
 * read under the row lock; a move not in PAYMENT_STATES throws PaymentMoveRefused and writes nothing.
 * A move to Paid or Collected issues the order's invoice in the same transaction (decision
 * 0061); the checkout's own sales go through steps/record-sale.ts, which also queues their
 * messages and takes the invoice number last.
 */
export async function setPaymentState(
  transaction: Executor,
  order: Pick<OrderRow, 'id' | 'paymentStatus'>,
  change: PaymentChange,
): Promise<OrderRow> {
  const moved = await writePaymentMove(transaction, order, change);
  // The shop has the money from here (Paid, Collected): the order's invoice is issued now.
  if (SALE_PAYMENT_STATUSES.includes(change.paymentStatus)) {
    await issueOrderInvoice(transaction, order.id);
  }
  return moved;
}

/** The move alone, checked against PAYMENT_STATES: the order as it is now. A sale's invoice is the caller's. */
export async function writePaymentMove(
  transaction: Executor,
  order: Pick<OrderRow, 'id' | 'paymentStatus'>,
  change: PaymentChange,
): Promise<OrderRow> {
  if (!isPaymentMoveAllowed(order.paymentStatus, change.paymentStatus)) {
    throw new PaymentMoveRefused(order.paymentStatus, change.paymentStatus);
  }
  const now = new Date();
  const [moved] = await transaction
    .update(orders)
    .set({
      ...change,
      ...(change.orderStatus ? { statusChangedAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  return moved!;
}

/**
 * A cancelled order's Refund pending becomes Refunded, once: a concurrent retry finds nothing
 * to do. (A return's refund reaches Refunded from Paid or Collected its own way, decision 0063.)
 */
export async function markOrderRefunded(db: Executor, orderId: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ paymentStatus: 'Refunded', updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'Refund pending')))
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
