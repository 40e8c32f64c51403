import { API_MESSAGES } from '@shop/shared';
import { notFound } from '../../plugins/errors';
import { revalidateEveryTime } from '../../plugins/revalidate';
import type { App } from '../../plugins/zod-type-provider';
import { readStoreInfo } from './store-info-repository';

export async function infoRoutes(app: App) {
  app.addHook('onSend', revalidateEveryTime);
  app.get('/api/info/get', async () => {
    const info = await readStoreInfo(app.database.db);
    if (!info) throw notFound(API_MESSAGES.storeInfoMissing);
    return info;
  });
}
