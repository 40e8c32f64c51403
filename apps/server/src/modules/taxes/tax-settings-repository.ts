import { DEFAULT_TAX_SETTINGS, type StoredTaxSettings } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { readSetting, SETTINGS_TOPIC, settingSaved } from '../../db/kept-settings';
import { taxSettings } from '../../db/schema';
import { readSellerDetails, saveSellerLegalName } from '../info';

/** The tax settings are one JSON document in one row. */
const TAX_SETTINGS_ROW_ID = 1;

/**
 * The owner's tax settings, or the defaults (not registered, 2026 rates) before any were saved,
 * with the legal name of the seller details: the shop keeps one (decision 0070).
 */
export function readTaxSettings(db: Executor): Promise<StoredTaxSettings> {
  return readSetting(db, 'tax_settings', SETTINGS_TOPIC, async () => {
    const [row] = await db.select().from(taxSettings).where(eq(taxSettings.id, TAX_SETTINGS_ROW_ID));
    const { legalName } = await readSellerDetails(db);
    const { legalName: _default, ...defaults } = DEFAULT_TAX_SETTINGS;
    return { ...(row?.data ?? defaults), legalName };
  });
}

/** Replaces the whole document (or writes the first one); the legal name goes to the seller details. */
export async function saveTaxSettings(db: Executor, settings: StoredTaxSettings): Promise<void> {
  const { legalName, ...data } = settings;
  await db
    .insert(taxSettings)
    .values({ id: TAX_SETTINGS_ROW_ID, data })
    .onConflictDoUpdate({ target: taxSettings.id, set: { data, updatedAt: new Date() } });
  settingSaved(db);
  await saveSellerLegalName(db, legalName);
}
