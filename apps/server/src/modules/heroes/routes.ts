import type { App } from '../../plugins/zod-type-provider';
import { toHero } from './hero-mapper';
import { listHeroes } from './hero-repository';

export async function heroRoutes(app: App) {
  app.get('/api/hero/list', { config: { answerCache: { topics: ['heroes'] } } }, async () => {
    const rows = await listHeroes(app.database.db);
    return { success: true, heroes: rows.map(toHero) };
  });
}
