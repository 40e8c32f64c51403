import { API_MESSAGES } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { storeInfo } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { revalidateEveryTime } from '../../plugins/revalidate';
import type { App } from '../../plugins/zod-type-provider';

export const STORE_INFO_ROW_ID = 1;

export async function infoModule(app: App) {
  app.addHook('onSend', revalidateEveryTime);
  app.get('/api/info/get', async () => {
    const [row] = await app.database.db.select().from(storeInfo).where(eq(storeInfo.id, STORE_INFO_ROW_ID));
    if (!row) throw notFound(API_MESSAGES.storeInfoMissing);
    return row.data;
  });
}
