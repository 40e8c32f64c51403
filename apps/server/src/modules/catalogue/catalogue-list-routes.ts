import { catalogueListsResponseSchema } from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import type { App } from '../../plugins/zod-type-provider';
import { readCatalogueLists } from './catalogue-list-repository';

/** The lists topics: a write to any of these tables clears the answer on every instance. */
export const CATALOGUE_LIST_TOPICS = [
  'brands',
  'categories',
  'subcategories',
  'subcategory_categories',
] as const;

/** The storefront's filter lists and menus (decision 0053), answered from the answer cache. */
export async function catalogueListRoutes(app: App) {
  const options = {
    schema: { response: answers({ 200: catalogueListsResponseSchema }) },
    config: { answerCache: { topics: CATALOGUE_LIST_TOPICS } },
  };
  app.get('/api/catalogue/lists', options, async () => ({
    success: true as const,
    ...(await readCatalogueLists(app.database.db)),
  }));
}
