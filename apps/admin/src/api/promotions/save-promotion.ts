import { type PromotionBody, promotionResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { promotionKeys } from './promotion-keys';

/** POST /api/admin/promotions (no id) or PUT /api/admin/promotions/:id; a taken code answers 409. */
export function savePromotion({ id, body }: { id?: number; body: PromotionBody }) {
  return apiRequest(id === undefined ? '/api/admin/promotions' : `/api/admin/promotions/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body,
    schema: promotionResponseSchema,
  });
}

/** The form shows a refusal beside itself (`silent`), so no toast says it twice. */
export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePromotion,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}
