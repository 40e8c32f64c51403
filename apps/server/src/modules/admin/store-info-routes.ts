import { ADMIN_MESSAGES, adminStoreInfoResponseSchema, storeInfoBodySchema } from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import type { App } from '../../plugins/zod-type-provider';
import { readStoreInfo, saveStoreInfo } from '../info';

/** The one store info document (info module); PUT replaces it whole, so the lists are edited in the form. */
export async function adminStoreInfoRoutes(admin: App) {
  const db = () => admin.database.db;

  const response = answers({ 200: adminStoreInfoResponseSchema });

  admin.get('/store-info', { schema: { response } }, async () => ({
    success: true,
    info: (await readStoreInfo(db())) ?? null,
  }));

  admin.put('/store-info', { schema: { body: storeInfoBodySchema, response } }, async (request) => {
    await saveStoreInfo(db(), request.body);
    return { success: true, message: ADMIN_MESSAGES.storeInfoSaved, info: request.body };
  });
}
