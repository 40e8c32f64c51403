import { EMPTY_SELLER_DETAILS, type SellerDetails } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { readSetting, SETTINGS_TOPIC, settingSaved } from '../../db/kept-settings';
import { sellerDetails } from '../../db/schema';

/** The seller's details are one JSON document in one row. */
const SELLER_DETAILS_ROW_ID = 1;

/** The owner's details, each empty until given (a fresh shop has none). */
export function readSellerDetails(db: Executor): Promise<SellerDetails> {
  return readSetting(db, 'seller_details', SETTINGS_TOPIC, async () => {
    const [row] = await db.select().from(sellerDetails).where(eq(sellerDetails.id, SELLER_DETAILS_ROW_ID));
    return { ...EMPTY_SELLER_DETAILS, ...row?.data };
  });
}

/** Replaces the whole document (or writes the first one). */
export async function saveSellerDetails(db: Executor, data: SellerDetails): Promise<void> {
  await db
    .insert(sellerDetails)
    .values({ id: SELLER_DETAILS_ROW_ID, data })
    .onConflictDoUpdate({ target: sellerDetails.id, set: { data, updatedAt: new Date() } });
  settingSaved(db);
}

/**
 * The legal name alone, as the tax settings' form writes it (decision 0070: one legal name,
 * kept here); the other details stay as they are.
 */
export async function saveSellerLegalName(db: Executor, legalName: string): Promise<void> {
  const details = await readSellerDetails(db);
  if (details.legalName === legalName) return;
  await saveSellerDetails(db, { ...details, legalName });
}
