import type { Product } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProducts } from './get-products';
import { productKeys } from './product-keys';

export const SEARCH_RESULT_LIMIT = 8;

/** Product names that contain the text, any case (the server matches; SPEC.md section 2). */
export async function searchProducts(text: string, signal?: AbortSignal): Promise<Product[]> {
  const answer = await getProducts({ q: text, limit: SEARCH_RESULT_LIMIT }, signal);
  return answer.products;
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
