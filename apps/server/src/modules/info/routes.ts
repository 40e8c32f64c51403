import { API_MESSAGES } from '@shop/shared';
import { notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { readStoreInfo } from './store-info-repository';

export async function infoRoutes(app: App) {
  app.get('/api/info/get', { config: { answerCache: { topics: ['store_info'] } } }, async () => {
    const info = await readStoreInfo(app.database.db);
    if (!info) throw notFound(API_MESSAGES.storeInfoMissing);
    return info;
  });
}
