import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { soldUnits } from '../../db/schema';
import type { TrackedLine } from './serials-for-truck';
import { warrantyLastDay } from './sold-unit-dates';

/** Whether this serial is in a live sale (state sold) of any order, this one included. */
export async function isSerialSold(db: Executor, serial: string): Promise<boolean> {
  const [sale] = await db
    .select({ id: soldUnits.id })
    .from(soldUnits)
    .where(and(eq(soldUnits.serial, serial), eq(soldUnits.state, 'sold')))
    .limit(1);
  return sale !== undefined;
}

/**
 * A warranty claim's new unit, in the transaction that settles it (decision 0063): sold like
 * any unit, against the same order and line, its own warranty running from now. A serial in
 * a live sale fails on sold_units_live_serial_idx (isUniqueViolation), also when another
 * transaction recorded it a moment ago; the caller turns that into a 409 after the rollback.
 * Answers the new row's id, which the request's unit points at.
 */
export async function recordReplacementUnit(
  transaction: Executor,
  line: Omit<TrackedLine, 'quantity'>,
  serial: string,
  recordedBy: string | null,
  soldAt = new Date(),
): Promise<number> {
  const [row] = await transaction
    .insert(soldUnits)
    .values({
      serial,
      orderId: line.orderId,
      orderItemId: line.orderItemId,
      productId: line.productId,
      variantId: line.variantId,
      productName: line.name,
      variantOptions: line.variantOptions,
      warrantyMonths: line.warrantyMonths,
      soldAt,
      warrantyUntil: warrantyLastDay(soldAt, line.warrantyMonths),
      recordedBy,
    })
    .returning({ id: soldUnits.id });
  return row!.id;
}

/** The unit a replacement took back: its serial is out of the sale (and may be sold again once mended). */
export async function markSoldUnitReturned(transaction: Executor, soldUnitId: number): Promise<void> {
  await transaction
    .update(soldUnits)
    .set({ state: 'returned', updatedAt: new Date() })
    .where(and(eq(soldUnits.id, soldUnitId), eq(soldUnits.state, 'sold')));
}
