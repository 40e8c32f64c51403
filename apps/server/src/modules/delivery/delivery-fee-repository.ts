import { type DeliveryFeeBody, toPesewas } from '@shop/shared';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { readSetting, settingSaved } from '../../db/kept-settings';
import { deliveryFees } from '../../db/schema';

export type DeliveryFeeRow = typeof deliveryFees.$inferSelect;

/**
 * The one city match: "Accra" and "accra" are one city, for checkout's fee look-up and for
 * the check that a city is not saved twice (the unique index on lower(city) agrees).
 */
function sameCity(city: string): SQL {
  return sql`lower(${deliveryFees.city}) = lower(${city})`;
}

const columnsOf = (body: DeliveryFeeBody) => ({ city: body.city, feePesewas: toPesewas(body.fee) });

/** Every city with its fee, by city name. */
export async function listDeliveryFees(db: Executor): Promise<DeliveryFeeRow[]> {
  return db.select().from(deliveryFees).orderBy(asc(deliveryFees.city));
}

/**
 * The delivery fee of a city, matched without regard to letter case, from the list kept
 * between requests until a fee is saved here or elsewhere (db/kept-settings.ts, decision 0080):
 * every checkout asks.
 */
export async function findDeliveryFeeForCity(
  db: Executor,
  city: string,
): Promise<DeliveryFeeRow | undefined> {
  const fees = await readSetting(db, 'delivery_fees', 'delivery_fees', () => listDeliveryFees(db));
  const wanted = city.toLowerCase();
  return fees.find((fee) => fee.city.toLowerCase() === wanted);
}

/** Whether another row (not `exceptId`) holds this city in any letter case. */
export async function isCityTaken(db: Executor, city: string, exceptId?: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: deliveryFees.id })
    .from(deliveryFees)
    .where(exceptId === undefined ? sameCity(city) : and(sameCity(city), ne(deliveryFees.id, exceptId)))
    .limit(1);
  return taken !== undefined;
}

export async function insertDeliveryFee(db: Executor, body: DeliveryFeeBody): Promise<DeliveryFeeRow> {
  const [row] = await db.insert(deliveryFees).values(columnsOf(body)).returning();
  settingSaved(db);
  return row!;
}

/** The row as saved, or undefined when there is no such row. */
export async function updateDeliveryFee(
  db: Executor,
  id: number,
  body: DeliveryFeeBody,
): Promise<DeliveryFeeRow | undefined> {
  const [row] = await db
    .update(deliveryFees)
    .set({ ...columnsOf(body), updatedAt: new Date() })
    .where(eq(deliveryFees.id, id))
    .returning();
  settingSaved(db);
  return row;
}

/** Answers false when there was no such row. */
export async function deleteDeliveryFee(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(deliveryFees)
    .where(eq(deliveryFees.id, id))
    .returning({ id: deliveryFees.id });
  settingSaved(db);
  return rows.length > 0;
}
