import { toCedis } from '@shop/shared';
import type { App } from '../../plugins/zod-type-provider';
import { listDeliveryFees } from './delivery-fee-repository';

export async function deliveryRoutes(app: App) {
  // The spec's answer is a bare array of {city, fee}.
  app.get('/api/delivery-fees/', { config: { answerCache: { topics: ['delivery_fees'] } } }, async () => {
    const rows = await listDeliveryFees(app.database.db);
    return rows.map((row) => ({ city: row.city, fee: toCedis(row.feePesewas) }));
  });
}
