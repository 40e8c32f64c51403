import type { Product } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProducts } from './get-products';
import { productKeys } from './product-keys';

export const SEARCH_RESULT_LIMIT = 8;

export interface SearchResults {
  products: Product[];
  /** When nothing matched: the names closest to the text ("Samsung" for "samsnugxx"). */
  suggestions: string[];
}

/**
 * Products for the text, best first: the server forgives typos and ranks the exact name,
 * then word starts, then the rest (decision 0030), as /api/product/list?q= does everywhere.
 */
export async function searchProducts(text: string, signal?: AbortSignal): Promise<SearchResults> {
  const answer = await getProducts({ q: text, limit: SEARCH_RESULT_LIMIT }, signal);
  return { products: answer.products, suggestions: answer.suggestions ?? [] };
}

export const searchProductsQueryOptions = (text: string) =>
  queryOptions({
    queryKey: productKeys.search(text),
    queryFn: ({ signal }) => searchProducts(text, signal),
    enabled: text.length > 0,
    staleTime: 30_000,
  });

export function useSearchProducts(text: string) {
  return useQuery(searchProductsQueryOptions(text));
}
