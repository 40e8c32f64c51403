import { DEFAULT_TAX_SETTINGS, type StoredTaxSettings } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { taxSettings } from '../../db/schema';

/** The tax settings are one JSON document in one row. */
const TAX_SETTINGS_ROW_ID = 1;

/** The owner's tax settings, or the defaults (not registered, 2026 rates) before any were saved. */
export async function readTaxSettings(db: Executor): Promise<StoredTaxSettings> {
  const [row] = await db.select().from(taxSettings).where(eq(taxSettings.id, TAX_SETTINGS_ROW_ID));
  return row?.data ?? DEFAULT_TAX_SETTINGS;
}

/** Replaces the whole document (or writes the first one). */
export async function saveTaxSettings(db: Executor, data: StoredTaxSettings): Promise<void> {
  await db
    .insert(taxSettings)
    .values({ id: TAX_SETTINGS_ROW_ID, data })
    .onConflictDoUpdate({ target: taxSettings.id, set: { data, updatedAt: new Date() } });
}
