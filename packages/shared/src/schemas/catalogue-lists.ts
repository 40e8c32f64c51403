/**
 * Brands, categories and subcategories as lists staff edit (decision 0053).
 *   GET    /api/catalogue/lists                 -> catalogueListsResponseSchema (public, answer cache)
 *   GET    /api/admin/catalogue-lists           -> adminCatalogueListsResponseSchema
 *   POST   /api/admin/brands | categories       catalogueNameBodySchema -> catalogueListEntryResponseSchema (201)
 *   PUT    /api/admin/brands/:id | categories/:id                       -> catalogueListEntryResponseSchema
 *   POST   /api/admin/subcategories             subcategoryBodySchema   -> catalogueListEntryResponseSchema (201)
 *   PUT    /api/admin/subcategories/:id         subcategoryBodySchema   -> catalogueListEntryResponseSchema
 *   DELETE /api/admin/brands|categories|subcategories/:id               -> adminMessageResponseSchema (409 in use)
 */
import { z } from 'zod';
import { CATALOGUE_LIST_MESSAGES, CATALOGUE_LIST_NAME_MAX } from '../catalogue-lists-texts';
import { requiredLine } from './admin-fields';

/** The storefront's filter lists and menus, in the order staff made them. */
export const catalogueListsSchema = z.object({
  /** Each category with the subcategories that sit under it. */
  categories: z.array(z.object({ name: z.string(), subcategories: z.array(z.string()) })),
  subcategories: z.array(z.string()),
  brands: z.array(z.string()),
});
export type CatalogueLists = z.infer<typeof catalogueListsSchema>;

export const catalogueListsResponseSchema = catalogueListsSchema.extend({ success: z.literal(true) });

/** One entry as staff see it: how many products use it decides whether it may be deleted. */
export const catalogueListEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  products: z.number().int(),
});
export type CatalogueListEntry = z.infer<typeof catalogueListEntrySchema>;

export const subcategoryEntrySchema = catalogueListEntrySchema.extend({ categories: z.array(z.string()) });
export type SubcategoryEntry = z.infer<typeof subcategoryEntrySchema>;

export const adminCatalogueListsResponseSchema = z.object({
  success: z.literal(true),
  brands: z.array(catalogueListEntrySchema),
  categories: z.array(catalogueListEntrySchema),
  subcategories: z.array(subcategoryEntrySchema),
});
export type AdminCatalogueLists = z.infer<typeof adminCatalogueListsResponseSchema>;

const listName = requiredLine('Name', CATALOGUE_LIST_NAME_MAX);

export const catalogueNameBodySchema = z.strictObject({ name: listName });
export type CatalogueNameBody = z.infer<typeof catalogueNameBodySchema>;

export const subcategoryBodySchema = z.strictObject({
  name: listName,
  categories: z
    .array(requiredLine('Category', CATALOGUE_LIST_NAME_MAX), {
      error: CATALOGUE_LIST_MESSAGES.chooseCategories,
    })
    .min(1, CATALOGUE_LIST_MESSAGES.chooseCategories)
    .max(50, 'categories may hold at most 50 names'),
});
export type SubcategoryBody = z.infer<typeof subcategoryBodySchema>;

export const catalogueListEntryResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  entry: subcategoryEntrySchema.partial({ categories: true }),
});
