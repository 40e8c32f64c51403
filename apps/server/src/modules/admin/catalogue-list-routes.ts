import {
  adminCatalogueListsResponseSchema,
  adminMessageResponseSchema,
  CATALOGUE_LIST_MESSAGES,
  type CatalogueListKind,
  catalogueListEntryResponseSchema,
  catalogueNameBodySchema,
  numericIdParamsSchema,
  subcategoryBodySchema,
} from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import type { App } from '../../plugins/zod-type-provider';
import { createListEntry, deleteListEntry, readAdminCatalogueLists, updateListEntry } from '../catalogue';

const PATHS: Record<CatalogueListKind, string> = {
  brand: '/brands',
  category: '/categories',
  subcategory: '/subcategories',
};

/**
 * Brands, categories and subcategories as staff edit them (decision 0053). Every write
 * clears the answer cache (modules/admin/index.ts), and the tables' triggers tell the other
 * instances, so the storefront's filters show a change at once.
 */
export async function adminCatalogueListRoutes(admin: App) {
  const db = () => admin.database.db;
  const entryAnswer = answers({ 200: catalogueListEntryResponseSchema });

  admin.get(
    '/catalogue-lists',
    { schema: { response: answers({ 200: adminCatalogueListsResponseSchema }) } },
    async () => ({ success: true as const, ...(await readAdminCatalogueLists(db())) }),
  );

  for (const kind of ['brand', 'category', 'subcategory'] as const) {
    const path = PATHS[kind];
    const body = kind === 'subcategory' ? subcategoryBodySchema : catalogueNameBodySchema;
    const categoriesOf = (value: { name: string; categories?: string[] }) => value.categories ?? [];

    admin.post(
      path,
      { schema: { body, response: answers({ 201: catalogueListEntryResponseSchema }) } },
      async (request, reply) => {
        const entry = await createListEntry(db(), kind, request.body.name, categoriesOf(request.body));
        return reply
          .status(201)
          .send({ success: true, message: CATALOGUE_LIST_MESSAGES.created(kind, entry.name), entry });
      },
    );

    admin.put(
      `${path}/:id`,
      { schema: { params: numericIdParamsSchema, body, response: entryAnswer } },
      async (request) => {
        const { entry, renamed } = await updateListEntry(
          db(),
          kind,
          request.params.id,
          request.body.name,
          categoriesOf(request.body),
        );
        const message = renamed
          ? CATALOGUE_LIST_MESSAGES.renamed(entry.name, entry.products)
          : CATALOGUE_LIST_MESSAGES.saved(kind, entry.name);
        return { success: true as const, message, entry };
      },
    );

    admin.delete(
      `${path}/:id`,
      { schema: { params: numericIdParamsSchema, response: answers({ 200: adminMessageResponseSchema }) } },
      async (request) => {
        const name = await deleteListEntry(db(), kind, request.params.id);
        return { success: true as const, message: CATALOGUE_LIST_MESSAGES.deleted(kind, name) };
      },
    );
  }
}
