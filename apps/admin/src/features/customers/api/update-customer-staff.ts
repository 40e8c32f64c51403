import { adminCustomerResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { customersQueryKey } from './get-customers';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersQueryKey }),
  });
}
