import { API_MESSAGES, publicSellerDetailsResponseSchema, storeInfoAnswerSchema } from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import { notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { readSellerDetails } from './seller-details-repository';
import { readStoreInfo } from './store-info-repository';

export async function infoRoutes(app: App) {
  // The seller's details clear under store_info too (migration 0034's trigger, decision 0070).
  const config = { answerCache: { topics: ['store_info'] as const } };
  app.get(
    '/api/info/get',
    { schema: { response: answers({ 200: storeInfoAnswerSchema }) }, config },
    async () => {
      const info = await readStoreInfo(app.database.db);
      if (!info) throw notFound(API_MESSAGES.storeInfoMissing);
      return { ...info, seller: await readSellerDetails(app.database.db) };
    },
  );
  // Every page's footer, the checkout and the policy pages: answered even before any store info.
  app.get(
    '/api/info/seller',
    { schema: { response: answers({ 200: publicSellerDetailsResponseSchema }) }, config },
    async () => ({ success: true as const, seller: await readSellerDetails(app.database.db) }),
  );
}
