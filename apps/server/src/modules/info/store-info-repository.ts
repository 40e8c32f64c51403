import type { StoreInfo } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { readSetting, SETTINGS_TOPIC, settingSaved } from '../../db/kept-settings';
import { storeInfo } from '../../db/schema';

/** The store info is one JSON document in one row. */
const STORE_INFO_ROW_ID = 1;

/** The store info document, or undefined before anyone saved one. */
export function readStoreInfo(db: Executor): Promise<StoreInfo | undefined> {
  return readSetting(db, 'store_info', SETTINGS_TOPIC, async () => {
    const [row] = await db.select().from(storeInfo).where(eq(storeInfo.id, STORE_INFO_ROW_ID));
    return row?.data;
  });
}

/** Replaces the whole document (or writes the first one). */
export async function saveStoreInfo(db: Executor, data: StoreInfo): Promise<void> {
  await db
    .insert(storeInfo)
    .values({ id: STORE_INFO_ROW_ID, data })
    .onConflictDoUpdate({ target: storeInfo.id, set: { data, updatedAt: new Date() } });
  settingSaved(db);
}
