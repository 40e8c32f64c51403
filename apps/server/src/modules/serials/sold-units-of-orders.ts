import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { soldUnits } from '../../db/schema';

export type SoldUnitRow = typeof soldUnits.$inferSelect;

/** Every unit recorded for these orders, with its row id (returns point at it), oldest first. */
export async function listSoldUnitsOfOrders(db: Executor, orderIds: string[]): Promise<SoldUnitRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(soldUnits).where(inArray(soldUnits.orderId, orderIds)).orderBy(asc(soldUnits.id));
}
