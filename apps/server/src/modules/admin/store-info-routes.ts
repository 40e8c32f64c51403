import { ADMIN_MESSAGES, storeInfoBodySchema } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { storeInfo } from '../../db/schema';
import type { App } from '../../plugins/zod-type-provider';
import { STORE_INFO_ROW_ID } from '../info';

/** The one store info document; PUT replaces it whole, so the lists are edited in the form. */
export async function adminStoreInfoRoutes(admin: App) {
  const db = () => admin.database.db;

  admin.get('/store-info', async () => {
    const [row] = await db().select().from(storeInfo).where(eq(storeInfo.id, STORE_INFO_ROW_ID));
    return { success: true, info: row?.data ?? null };
  });

  admin.put('/store-info', { schema: { body: storeInfoBodySchema } }, async (request) => {
    const data = request.body;
    await db()
      .insert(storeInfo)
      .values({ id: STORE_INFO_ROW_ID, data })
      .onConflictDoUpdate({ target: storeInfo.id, set: { data, updatedAt: new Date() } });
    return { success: true, message: ADMIN_MESSAGES.storeInfoSaved, info: data };
  });
}
