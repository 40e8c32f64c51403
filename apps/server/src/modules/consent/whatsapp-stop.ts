import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { recordConsent } from './consent-writer';

/**
 * A WhatsApp number that stopped the shop's marketing (it wrote STOP, or chose "Stop promotions"
 * in WhatsApp, decision 0066): every account whose phone it is (E.164, as accounts keep it) stops
 * WhatsApp offers, source 'whatsapp-opt-out', in one transaction. A number of no account, or one
 * already stopped, changes nothing. Order updates are not marketing and are not touched.
 */
export async function stopWhatsAppOffersOfPhone(db: Db, phone: string, now: Date): Promise<number> {
  return db.transaction(async (transaction) => {
    const accounts = await transaction.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    let stopped = 0;
    for (const account of accounts) {
      const changed = await recordConsent(
        transaction,
        account.id,
        { whatsapp: false },
        'whatsapp-opt-out',
        now,
      );
      stopped += changed.length;
    }
    return stopped;
  });
}
