import { normalizePhoneNumber } from '@shop/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema';

const BATCH = 500;

/** The country an order's number is read in: its own when it is one of the form's, Ghana otherwise. */
const COUNTRY_NAMES = ['Ghana', 'Nigeria', 'Kenya', 'SouthAfrica', 'USA', 'UK', 'India'] as const;
const countryOf = (country: string) => COUNTRY_NAMES.find((name) => name === country) ?? ('Ghana' as const);

/**
 * Rewrites the phone numbers of orders made before phones were stored in E.164 (decision 0026) (migration 0012 marks
 * them unchecked): read with libphonenumber-js in the order's country; a number that cannot be
 * read as a mobile number is kept as typed and flagged for staff, never lost. Idempotent and
 * safe to run on several instances at once (each row is claimed by its unchecked flag).
 * Returns how many orders it read.
 */
export async function backfillOrderPhones(db: Executor): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await db
      .select({ id: orders.id, phoneNumber: orders.phoneNumber, country: orders.country })
      .from(orders)
      .where(eq(orders.phoneNumberChecked, false))
      .limit(BATCH);
    if (rows.length === 0) return total;
    const unreadable: string[] = [];
    for (const row of rows) {
      const e164 = normalizePhoneNumber(row.phoneNumber, countryOf(row.country));
      if (!e164) {
        unreadable.push(row.id);
        continue;
      }
      await db
        .update(orders)
        .set({ phoneNumber: e164, phoneNumberChecked: true, phoneNumberUnreadable: false })
        .where(and(eq(orders.id, row.id), eq(orders.phoneNumberChecked, false)));
    }
    if (unreadable.length > 0) {
      await db
        .update(orders)
        .set({ phoneNumberChecked: true, phoneNumberUnreadable: true })
        .where(and(inArray(orders.id, unreadable), sql`${orders.phoneNumberChecked} = false`));
    }
    total += rows.length;
  }
}
