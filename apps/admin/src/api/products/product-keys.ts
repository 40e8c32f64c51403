/** What a page of the product list is asked with; part of its query key. */
export interface ProductListParams {
  page: number;
  q: string;
  category: string;
}

/** The products' query keys, written once: lists and details start with `all`, so one invalidation refreshes both. */
export const productKeys = {
  all: ['admin', 'products'] as const,
  list: (params: ProductListParams) => [...productKeys.all, 'list', params] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
  /** A product's options and variants grid (decision 0036). */
  variants: (id: number) => [...productKeys.all, 'variants', id] as const,
  /** How many shoppers wait for each of its variants to be back in stock (decision 0066). */
  stockAlerts: (id: number) => [...productKeys.all, 'stock-alerts', id] as const,
};
