import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { refunds, returnUnits } from '../../db/schema';
import type { RefundedUnitsByLine } from './refund-figures';

/**
 * The order's units already in a refund (asking, failed or done: each counts from the moment it
 * is written), by order line id, and whether one of its refunds paid delivery back.
 */
export async function refundedSoFar(
  db: Executor,
  orderId: string,
): Promise<{ units: RefundedUnitsByLine; deliveryRefunded: boolean }> {
  const [unitRows, deliveryRows] = await Promise.all([
    db
      .select({ orderItemId: returnUnits.orderItemId, quantity: sql<number>`sum(${returnUnits.quantity})::int` })
      .from(returnUnits)
      .innerJoin(refunds, eq(refunds.returnId, returnUnits.returnId))
      .where(eq(refunds.orderId, orderId))
      .groupBy(returnUnits.orderItemId),
    db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), gt(refunds.deliveryPesewas, 0)))
      .limit(1),
  ]);
  return {
    units: new Map(unitRows.map((row) => [row.orderItemId, Number(row.quantity)])),
    deliveryRefunded: deliveryRows.length > 0,
  };
}
