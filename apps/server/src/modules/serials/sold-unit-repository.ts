import type { SoldUnitReference } from '@shop/shared';
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { soldUnits } from '../../db/schema';

/** The serials of some orders' lines, by order line id, in the order they were recorded. */
export async function listSerialsByOrderLine(
  db: Executor,
  orderIds: string[],
): Promise<Map<string, SoldUnitReference[]>> {
  const byLine = new Map<string, SoldUnitReference[]>();
  if (orderIds.length === 0) return byLine;
  const rows = await db
    .select({
      orderItemId: soldUnits.orderItemId,
      serial: soldUnits.serial,
      warrantyUntil: soldUnits.warrantyUntil,
      state: soldUnits.state,
    })
    .from(soldUnits)
    .where(inArray(soldUnits.orderId, orderIds))
    .orderBy(asc(soldUnits.id));
  for (const row of rows) {
    const list = byLine.get(row.orderItemId) ?? [];
    list.push({ serial: row.serial, warrantyUntil: row.warrantyUntil, state: row.state });
    byLine.set(row.orderItemId, list);
  }
  return byLine;
}
