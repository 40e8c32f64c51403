/** The query key of the brands, categories and subcategories staff keep, written once. */
export const catalogueListKeys = {
  all: ['admin', 'catalogue-lists'] as const,
};
