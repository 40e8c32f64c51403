import { API_MESSAGES, storeInfoSchema } from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import { notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { readStoreInfo } from './store-info-repository';

export async function infoRoutes(app: App) {
  const options = {
    schema: { response: answers({ 200: storeInfoSchema }) },
    config: { answerCache: { topics: ['store_info'] as const } },
  };
  app.get('/api/info/get', options, async () => {
    const info = await readStoreInfo(app.database.db);
    if (!info) throw notFound(API_MESSAGES.storeInfoMissing);
    return info;
  });
}
