import { type CreditNoteDocument, RETURN_MESSAGES, type RefundMethod } from '@shop/shared';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { refunds, returnRequests, returnUnits } from '../../db/schema';
import { conflict } from '../../plugins/errors';
import type { RefundedUnitsByLine } from './refund-figures';

export type RefundRow = typeof refunds.$inferSelect;

/**
 * The order's units already in a refund (asking, failed or done: each counts from the moment it
 * is written), by order line id, and whether one of its refunds paid delivery back.
 */
export async function refundedSoFar(
  db: Executor,
  orderId: string,
  options: { beforeRefundId?: number } = {},
): Promise<{ units: RefundedUnitsByLine; deliveryRefunded: boolean }> {
  // Refunds are written one at a time under the order's lock, so those before one (lower ids)
  // are the ones its amount was counted after: its credit note's lines add up to its goods.
  const before = options.beforeRefundId === undefined ? undefined : lt(refunds.id, options.beforeRefundId);
  // One after another: inside a transaction its statements share one connection.
  const unitRows = await db
    .select({
      orderItemId: returnUnits.orderItemId,
      quantity: sql<number>`sum(${returnUnits.quantity})::int`,
    })
    .from(returnUnits)
    .innerJoin(refunds, eq(refunds.returnId, returnUnits.returnId))
    .where(and(eq(refunds.orderId, orderId), before))
    .groupBy(returnUnits.orderItemId);
  const deliveryRows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), gt(refunds.deliveryPesewas, 0)))
    .limit(1);
  return {
    units: new Map(unitRows.map((row) => [row.orderItemId, Number(row.quantity)])),
    deliveryRefunded: deliveryRows.length > 0,
  };
}

/** The request's refund under its row lock (the request is locked first, then the order, then this). */
export async function lockRefundOfReturn(
  transaction: Executor,
  returnId: number,
): Promise<RefundRow | undefined> {
  const [row] = await transaction.select().from(refunds).where(eq(refunds.returnId, returnId)).for('update');
  return row;
}

export async function findRefundById(db: Executor, refundId: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId)).limit(1);
  return row;
}

/** The order's refunds through the provider of this amount, oldest first (a refund event names only these). */
export async function listProviderRefundsOfOrder(db: Executor, orderId: string, amountPesewas: number) {
  return db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, orderId),
        eq(refunds.method, 'paystack'),
        eq(refunds.amountPesewas, amountPesewas),
      ),
    )
    .orderBy(refunds.id);
}

type Refusal = { code?: string; constraint?: string };

/**
 * The database refused the refund because it would pass what was paid: the order's check
 * (orders_refunds_within_total, by the trigger's update) or delivery refunded twice
 * (refunds_delivery_once_idx). Bare or wrapped by Drizzle.
 */
function passesWhatWasPaid(error: unknown): boolean {
  const candidate = error as (Refusal & { cause?: Refusal }) | undefined;
  const refusal = candidate?.code ? candidate : candidate?.cause;
  if (refusal?.code === '23514') return refusal.constraint === 'orders_refunds_within_total';
  if (refusal?.code === '23505') return refusal.constraint === 'refunds_delivery_once_idx';
  return false;
}

/**
 * Writes a request's refund, counted against its order from now on (the trigger adds it to
 * orders.refunded_pesewas). One that would pass what was paid is refused by the database,
 * whatever ran beside it, and answered 409; the caller's transaction is then rolled back, so
 * nothing of it is written.
 */
export async function insertRefund(
  transaction: Executor,
  values: {
    orderId: string;
    returnId: number;
    goodsPesewas: number;
    deliveryPesewas: number;
    method: RefundMethod;
    reference: string | null;
    staffId: string | null;
  },
): Promise<RefundRow> {
  try {
    const [row] = await transaction
      .insert(refunds)
      .values({
        ...values,
        amountPesewas: values.goodsPesewas + values.deliveryPesewas,
        attempts: 1,
        state: 'asking',
      })
      .returning();
    return row!;
  } catch (error) {
    if (passesWhatWasPaid(error)) throw conflict(RETURN_MESSAGES.refundMoreThanPaid);
    throw error;
  }
}

/** A retry asks the provider again on the same row: never a second row, never counted twice. */
export async function markRefundAsking(
  transaction: Executor,
  refundId: number,
  staffId: string | null,
): Promise<RefundRow> {
  const [row] = await transaction
    .update(refunds)
    .set({ state: 'asking', failure: null, attempts: sql`${refunds.attempts} + 1`, staffId })
    .where(eq(refunds.id, refundId))
    .returning();
  return row!;
}

export async function markRefundFailed(
  transaction: Executor,
  refundId: number,
  reason: string,
): Promise<void> {
  await transaction.update(refunds).set({ state: 'failed', failure: reason }).where(eq(refunds.id, refundId));
}

export async function markRefundDone(
  transaction: Executor,
  refundId: number,
  done: { creditNoteNumber: number; creditNote: CreditNoteDocument; doneAt: Date },
): Promise<RefundRow> {
  const [row] = await transaction
    .update(refunds)
    .set({ state: 'done', failure: null, ...done })
    .where(eq(refunds.id, refundId))
    .returning();
  return row!;
}

/**
 * When the provider was last asked for the request's refund: the request's updated_at, touched
 * as it is asked, so a second staff member pressing Refund meanwhile is told it is under way.
 */
export async function touchReturnAsked(transaction: Executor, returnId: number, now: Date): Promise<void> {
  await transaction.update(returnRequests).set({ updatedAt: now }).where(eq(returnRequests.id, returnId));
}

/** A done refund's credit note, by its order and number. */
export async function findCreditNote(db: Executor, orderId: string, creditNoteNumber: number) {
  const [row] = await db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, orderId),
        eq(refunds.creditNoteNumber, creditNoteNumber),
        eq(refunds.state, 'done'),
      ),
    )
    .limit(1);
  return row;
}

/** A refund's request under its row lock, when only the refund is known (the provider's event). */
export async function lockReturnById(transaction: Executor, returnId: number) {
  const [row] = await transaction
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.id, returnId))
    .for('update');
  return row;
}

/** What the order's done refunds paid back (pesewas); refunds still asking or failed are counted apart. */
export async function donePesewasOfOrder(db: Executor, orderId: string): Promise<number> {
  const [row] = await db
    .select({ pesewas: sql<number>`coalesce(sum(${refunds.amountPesewas}), 0)`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.state, 'done')));
  return row?.pesewas ?? 0;
}
