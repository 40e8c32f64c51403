import { type ProductDetail, type ProductDetailResponse, productDetailResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { productKeys } from './product-keys';

/**
 * GET /api/product/:id, with where it is in stock; an unknown id answers 404, which the page
 * shows as not found.
 */
export async function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  const answer = await apiRequest<ProductDetailResponse>(`/api/product/${encodeURIComponent(id)}`, {
    schema: import.meta.env.DEV ? productDetailResponseSchema : undefined,
    signal,
  });
  return answer.product;
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    // A product the server already found missing stays missing when the page shows (and
    // hydrates): the server's "not found" HTML and the browser's first render agree.
    retryOnMount: false,
  });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
