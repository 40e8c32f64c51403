import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { soldUnits } from '../../db/schema';
import type { UnitToRecord } from './serials-for-truck';
import { warrantyLastDay } from './sold-unit-dates';

/**
 * Inside the transaction that moves the order to In Truck: one row per unit, sold now, its
 * warranty running from today. A serial already in a live sale makes the insert fail on
 * sold_units_live_serial_idx (isUniqueViolation), also when another transaction recorded
 * it a moment ago; the caller turns that into a 409 once this transaction is rolled back.
 */
export async function recordSoldUnits(
  transaction: Executor,
  units: UnitToRecord[],
  recordedBy: string | null,
  soldAt = new Date(),
): Promise<void> {
  if (units.length === 0) return;
  await transaction.insert(soldUnits).values(
    units.map(({ line, serial }) => ({
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
    })),
  );
}

/** The first of these serials in a live sale of another order, with that order's id. */
export async function findLiveSaleOfAny(
  db: Executor,
  serials: string[],
  exceptOrderId: string,
): Promise<{ serial: string; orderId: string } | undefined> {
  if (serials.length === 0) return undefined;
  const [sale] = await db
    .select({ serial: soldUnits.serial, orderId: soldUnits.orderId })
    .from(soldUnits)
    .where(
      and(
        inArray(soldUnits.serial, serials),
        eq(soldUnits.state, 'sold'),
        ne(soldUnits.orderId, exceptOrderId),
      ),
    )
    .limit(1);
  return sale;
}

/** A cancelled order's units came back: their serials may be sold again. In the cancel's transaction. */
export async function markUnitsReturned(transaction: Executor, orderId: string): Promise<void> {
  await transaction
    .update(soldUnits)
    .set({ state: 'returned', updatedAt: new Date() })
    .where(and(eq(soldUnits.orderId, orderId), eq(soldUnits.state, 'sold')));
}
