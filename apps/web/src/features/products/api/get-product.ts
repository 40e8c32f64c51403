import { type Product, productDetailResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, type Parsed } from '../../../lib/api-client';

export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const answer = await apiRequest<Parsed<typeof productDetailResponseSchema>>(
    `/api/product/${encodeURIComponent(id)}`,
    import.meta.env.DEV ? productDetailResponseSchema : undefined,
    { signal },
  );
  return answer.product;
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => getProduct(id, signal),
    // An unknown product stays unknown: asking again would only delay the not-found state.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
