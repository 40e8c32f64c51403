import { DEFAULT_RETURN_SETTINGS, type ReturnSettings } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { returnSettings } from '../../db/schema';

/** The owner's return rules; the defaults when the row is missing (a database restored from before them). */
export async function readReturnSettings(db: Executor): Promise<ReturnSettings> {
  const [row] = await db
    .select({ data: returnSettings.data })
    .from(returnSettings)
    .where(eq(returnSettings.id, 1));
  return { ...DEFAULT_RETURN_SETTINGS, ...row?.data };
}

export async function saveReturnSettings(db: Executor, settings: ReturnSettings): Promise<ReturnSettings> {
  const now = new Date();
  await db
    .insert(returnSettings)
    .values({ id: 1, data: settings, updatedAt: now })
    .onConflictDoUpdate({ target: returnSettings.id, set: { data: settings, updatedAt: now } });
  return settings;
}
