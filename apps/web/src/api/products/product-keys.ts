import type { ProductListParameters } from './product-list-parameters';

/** The query keys of the catalogue, written once; all start with `all`. */
export const productKeys = {
  all: ['products'] as const,
  cards: (parameters: ProductListParameters) => [...productKeys.all, 'cards', parameters] as const,
  pages: (parameters: Omit<ProductListParameters, 'page'>) =>
    [...productKeys.all, 'pages', parameters] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  search: (text: string) => [...productKeys.all, 'search', text] as const,
  phonesAndTablets: () => [...productKeys.all, 'phones-and-tablets'] as const,
};
