import { toCedis } from '@shop/shared';
import { revalidateEveryTime } from '../../plugins/revalidate';
import type { App } from '../../plugins/zod-type-provider';
import { listDeliveryFees } from './delivery-fee-repository';

export async function deliveryRoutes(app: App) {
  app.addHook('onSend', revalidateEveryTime);
  // The spec's answer is a bare array of {city, fee}.
  app.get('/api/delivery-fees/', async () => {
    const rows = await listDeliveryFees(app.database.db);
    return rows.map((row) => ({ city: row.city, fee: toCedis(row.feePesewas) }));
  });
}
