import { toCedis } from '@shop/shared';
import { asc } from 'drizzle-orm';
import { deliveryFees } from '../../db/schema';
import { revalidateEveryTime } from '../../plugins/revalidate';
import type { App } from '../../plugins/zod-type-provider';

export async function deliveryModule(app: App) {
  app.addHook('onSend', revalidateEveryTime);
  // The spec's answer is a bare array of {city, fee}.
  app.get('/api/delivery-fees/', async () => {
    const rows = await app.database.db.select().from(deliveryFees).orderBy(asc(deliveryFees.city));
    return rows.map((row) => ({ city: row.city, fee: toCedis(row.feePesewas) }));
  });
}
