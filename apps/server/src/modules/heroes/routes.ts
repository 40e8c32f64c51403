import { heroListResponseSchema } from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import type { App } from '../../plugins/zod-type-provider';
import { toHero } from './hero-mapper';
import { listHeroes } from './hero-repository';

export async function heroRoutes(app: App) {
  const options = {
    schema: { response: answers({ 200: heroListResponseSchema }) },
    config: { answerCache: { topics: ['heroes'] as const } },
  };
  app.get('/api/hero/list', options, async () => {
    const rows = await listHeroes(app.database.db);
    return { success: true, heroes: rows.map(toHero) };
  });
}
