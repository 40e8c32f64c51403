import { productDetailResponseSchema } from '@shop/shared';
import { useQueries } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { productKeys } from './product-keys';

/** GET /api/product/:id by the product's public id: the shop's answer, for its name. */
export function getProductByPublicId(publicId: string, signal?: AbortSignal) {
  return apiRequest(`/api/product/${encodeURIComponent(publicId)}`, {
    schema: productDetailResponseSchema,
    signal,
  });
}

/**
 * The names of products a promotion's scope lists by public id, as far as they are known;
 * one not found (deleted since) keeps no name, and the screen shows its id. Silent: a missing
 * name is not worth a toast.
 */
export function useProductNames(publicIds: readonly string[]): Record<string, string> {
  const answers = useQueries({
    queries: publicIds.map((publicId) => ({
      queryKey: [...productKeys.all, 'by-public-id', publicId] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => getProductByPublicId(publicId, signal),
      staleTime: 5 * 60_000,
      meta: { silent: true },
    })),
  });
  const names: Record<string, string> = {};
  answers.forEach((answer, index) => {
    const publicId = publicIds[index];
    if (publicId && answer.data) names[publicId] = answer.data.product.name;
  });
  return names;
}
