import { messageResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { branchKeys } from './branch-keys';

/**
 * DELETE /api/admin/branches/:id: the branch is closed (archived; its orders keep its name).
 * The delivery branch and the last open one answer 409.
 */
export function archiveBranch(id: number) {
  return apiRequest(`/api/admin/branches/${id}`, { method: 'DELETE', schema: messageResponseSchema });
}

/** The page shows a refusal above the list itself (`silent`), so no toast says it twice. */
export function useArchiveBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveBranch,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: branchKeys.all }),
  });
}
