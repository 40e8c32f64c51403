import { promotionResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { promotionKeys } from './promotion-keys';

/** PATCH /api/admin/promotions/:id: switched off (shoppers' carts stop taking it) or on again. */
export function switchPromotion({ id, enabled }: { id: number; enabled: boolean }) {
  return apiRequest(`/api/admin/promotions/${id}`, {
    method: 'PATCH',
    body: { enabled },
    schema: promotionResponseSchema,
  });
}

export function useSwitchPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchPromotion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}
