import { type Product, productListResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Parsed, toQueryString } from '../../../lib/api-client';

export const SEARCH_RESULT_LIMIT = 8;

/** Product names that contain the text, any case (the server matches; SPEC.md section 2). */
export async function searchProducts(text: string, signal?: AbortSignal): Promise<Product[]> {
  const query = toQueryString({ q: text, limit: SEARCH_RESULT_LIMIT });
  const answer = await apiRequest<Parsed<typeof productListResponseSchema>>(
    `/api/product/list${query}`,
    import.meta.env.DEV ? productListResponseSchema : undefined,
    { signal },
  );
  return answer.products;
}

export const searchProductsQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['products', 'search', text],
    queryFn: ({ signal }) => searchProducts(text, signal),
    enabled: text.length > 0,
    staleTime: 30_000,
  });

export function useSearchProducts(text: string) {
  return useQuery(searchProductsQueryOptions(text));
}
