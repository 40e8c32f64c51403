import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payOnDeliveryStandings } from '../../db/schema';

/*
 * Pay on delivery's standing of a phone and of a delivery address, whatever the account
 * (decision 0044): deliveries to it refused at the door since staff last restored it. The
 * account's own count stays on users (pay-on-delivery-standing.ts).
 */

export type StandingKind = 'phone' | 'address';

/** A phone (E.164) or an address (its deliveryAddressKey), with how staff read it. */
export interface StandingPlace {
  kind: StandingKind;
  key: string;
  label: string;
}

export interface PlaceStanding extends StandingPlace {
  refusedDeliveries: number;
}

const table = payOnDeliveryStandings;

/** Addresses before phones, each set by key: every start and refusal locks rows in this order, so none waits on another in a circle. */
const inLockOrder = (places: StandingPlace[]) =>
  [...places].sort((a, b) => a.kind.localeCompare(b.kind) || a.key.localeCompare(b.key));

/**
 * Inside a start's transaction, after the account's lock: the rows of the delivery phone and
 * address, made when new and locked until the transaction ends (one statement: an upsert
 * locks the row it meets, on PostgreSQL too), so parallel starts of any accounts on this
 * phone or address count their open orders one after another. Answers each one's standing.
 */
export async function lockPhoneAndAddress(
  transaction: Executor,
  places: StandingPlace[],
): Promise<PlaceStanding[]> {
  return (
    transaction
      .insert(table)
      .values(inLockOrder(places))
      // A write that changes nothing: it is what takes the row's lock when the row is there.
      .onConflictDoUpdate({ target: [table.kind, table.key], set: { kind: sql`excluded.kind` } })
      .returning({
        kind: table.kind,
        key: table.key,
        label: table.label,
        refusedDeliveries: table.refusedDeliveries,
      })
  );
}

/** One more delivery refused at the door of this phone and this address, in the refusal's transaction. */
export async function countRefusalAtPhoneAndAddress(
  transaction: Executor,
  places: StandingPlace[],
): Promise<void> {
  await transaction
    .insert(table)
    .values(inLockOrder(places).map((place) => ({ ...place, refusedDeliveries: 1 })))
    .onConflictDoUpdate({
      target: [table.kind, table.key],
      set: {
        refusedDeliveries: sql`${table.refusedDeliveries} + 1`,
        label: sql`excluded.label`,
        updatedAt: new Date(),
      },
    });
}

function placesFilter(places: Omit<StandingPlace, 'label'>[]): SQL | undefined {
  const phones = places.filter((place) => place.kind === 'phone').map((place) => place.key);
  const addresses = places.filter((place) => place.kind === 'address').map((place) => place.key);
  return or(
    phones.length > 0 ? and(eq(table.kind, 'phone'), inArray(table.key, phones)) : undefined,
    addresses.length > 0 ? and(eq(table.kind, 'address'), inArray(table.key, addresses)) : undefined,
  );
}

/** The standings of these phones and addresses that have refused deliveries (for staff). */
export async function standingsOf(
  db: Executor,
  places: Omit<StandingPlace, 'label'>[],
): Promise<PlaceStanding[]> {
  const where = placesFilter(places);
  if (!where) return [];
  return (
    db
      .select({
        kind: table.kind,
        key: table.key,
        label: table.label,
        refusedDeliveries: table.refusedDeliveries,
      })
      .from(table)
      .where(and(where, sql`${table.refusedDeliveries} > 0`))
      // Phones before addresses, as staff read them.
      .orderBy(desc(table.kind), table.key)
  );
}

/** Staff give these phones and addresses pay on delivery back: their counts start again. */
export async function restorePhonesAndAddresses(
  db: Executor,
  places: Omit<StandingPlace, 'label'>[],
): Promise<void> {
  const where = placesFilter(places);
  if (!where) return;
  await db.update(table).set({ refusedDeliveries: 0, updatedAt: new Date() }).where(where);
}
