import { branchesResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { branchKeys } from './branch-keys';

/** POST /api/admin/branches/:id/delivery: this branch now fills delivery orders; the answer is the new list. */
export function makeDeliveryBranch(id: number) {
  return apiRequest(`/api/admin/branches/${id}/delivery`, { method: 'POST', schema: branchesResponseSchema });
}

/** The page shows a refusal above the list itself (`silent`), so no toast says it twice. */
export function useMakeDeliveryBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeDeliveryBranch,
    meta: { silent: true },
    onSuccess: (answer) => queryClient.setQueryData(branchKeys.all, answer),
  });
}
