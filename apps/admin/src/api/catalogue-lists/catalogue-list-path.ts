import type { CatalogueListKind } from '@shop/shared';

const PATHS: Record<CatalogueListKind, string> = {
  brand: '/api/admin/brands',
  category: '/api/admin/categories',
  subcategory: '/api/admin/subcategories',
};

/** The staff calls of one list. */
export const catalogueListPath = (kind: CatalogueListKind) => PATHS[kind];
