import { adminCustomerResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { orderKeys } from '../orders/order-keys';
import { customerKeys } from './customer-keys';

/** PUT /api/admin/customers/:id/branch: the branch a staff member works at, or none; the owner only (decision 0069). */
export function updateStaffBranch({ id, branchId }: { id: string; branchId: number | null }) {
  return apiRequest(`/api/admin/customers/${encodeURIComponent(id)}/branch`, {
    method: 'PUT',
    body: { branchId },
    schema: adminCustomerResponseSchema,
  });
}

export function useUpdateStaffBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaffBranch,
    onSuccess: () => {
      // The staff member's orders list is ordered by their branch.
      for (const queryKey of [customerKeys.all, orderKeys.all]) queryClient.invalidateQueries({ queryKey });
    },
  });
}
