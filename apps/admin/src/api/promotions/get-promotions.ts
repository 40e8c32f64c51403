import { promotionListResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { promotionKeys } from './promotion-keys';

/** GET /api/admin/promotions: every promotion with its uses, discount given and revenue (decision 0062). */
export function getPromotions(signal?: AbortSignal) {
  return apiRequest('/api/admin/promotions', { schema: promotionListResponseSchema, signal });
}

export function promotionsQueryOptions() {
  return queryOptions({ queryKey: promotionKeys.list(), queryFn: ({ signal }) => getPromotions(signal) });
}

export function usePromotions() {
  return useQuery(promotionsQueryOptions());
}
