import type { Hero } from '@shop/shared';
import { asc } from 'drizzle-orm';
import { heroes } from '../../db/schema';
import { revalidateEveryTime } from '../../plugins/revalidate';
import type { App } from '../../plugins/zod-type-provider';

export function toHero(row: typeof heroes.$inferSelect): Hero {
  return { id: row.id, image: row.images, title: row.title, link: row.link, cta: row.cta };
}

export async function heroesModule(app: App) {
  app.addHook('onSend', revalidateEveryTime);
  app.get('/api/hero/list', async () => {
    const rows = await app.database.db.select().from(heroes).orderBy(asc(heroes.position), asc(heroes.id));
    return { success: true, heroes: rows.map(toHero) };
  });
}
