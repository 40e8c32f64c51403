/** The query key of the shop's brand, category and subcategory lists, written once. */
export const catalogueListKeys = {
  all: ['catalogue-lists'] as const,
};
