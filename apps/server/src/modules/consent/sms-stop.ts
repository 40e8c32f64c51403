import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { recordConsent } from './consent-writer';

/**
 * A number texted STOP: every account whose phone it is (E.164, as accounts keep it) stops SMS
 * offers, source 'sms-stop', in one transaction. A number of no account changes nothing.
 */
export async function stopSmsOffersOfPhone(db: Db, phone: string, now: Date): Promise<void> {
  await db.transaction(async (transaction) => {
    const accounts = await transaction.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    for (const account of accounts) {
      await recordConsent(transaction, account.id, { sms: false }, 'sms-stop', now);
    }
  });
}
