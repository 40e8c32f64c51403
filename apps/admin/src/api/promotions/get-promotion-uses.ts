import { promotionUsesResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { promotionKeys } from './promotion-keys';

/** GET /api/admin/promotions/:id/uses: the orders that used it, given back ones included. */
export function getPromotionUses(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/promotions/${id}/uses`, { schema: promotionUsesResponseSchema, signal });
}

export function promotionUsesQueryOptions(id: number) {
  return queryOptions({
    queryKey: promotionKeys.uses(id),
    queryFn: ({ signal }) => getPromotionUses(id, signal),
  });
}

export function usePromotionUses(id: number) {
  return useQuery(promotionUsesQueryOptions(id));
}
