import { adminCustomerResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { customerKeys } from './customer-keys';

/** PATCH /api/admin/customers/:id: gives or takes staff access; the owner only (403 for other staff). */
export function updateCustomerStaff({ id, isAdmin }: { id: string; isAdmin: boolean }) {
  return apiRequest(`/api/admin/customers/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { isAdmin },
    schema: adminCustomerResponseSchema,
  });
}

export function useUpdateCustomerStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomerStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
