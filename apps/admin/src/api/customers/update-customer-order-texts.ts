import { adminCustomerResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { customerKeys } from './customer-keys';

/** PUT /api/admin/customers/:id/order-texts: the customer's "Text me about my orders", changed by staff. */
export function updateCustomerOrderTexts({ id, orderTexts }: { id: string; orderTexts: boolean }) {
  return apiRequest(`/api/admin/customers/${encodeURIComponent(id)}/order-texts`, {
    method: 'PUT',
    body: { orderTexts },
    schema: adminCustomerResponseSchema,
  });
}

export function useUpdateCustomerOrderTexts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomerOrderTexts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
