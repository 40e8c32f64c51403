import { deliveryFeeListSchema, toCedis } from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import type { App } from '../../plugins/zod-type-provider';
import { listDeliveryFees } from './delivery-fee-repository';

export async function deliveryRoutes(app: App) {
  // The first version's answer is a bare array of {city, fee}.
  const options = {
    schema: { response: answers({ 200: deliveryFeeListSchema }) },
    config: { answerCache: { topics: ['delivery_fees'] as const } },
  };
  app.get('/api/delivery-fees/', options, async () => {
    const rows = await listDeliveryFees(app.database.db);
    return rows.map((row) => ({ city: row.city, fee: toCedis(row.feePesewas) }));
  });
}
