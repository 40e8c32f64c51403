import { type BranchBody, branchResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { branchKeys } from './branch-keys';

/** POST /api/admin/branches (no id) or PUT /api/admin/branches/:id; a taken name answers 409. */
export function saveBranch({ id, body }: { id?: number; body: BranchBody }) {
  return apiRequest(id === undefined ? '/api/admin/branches' : `/api/admin/branches/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body,
    schema: branchResponseSchema,
  });
}

/** The form shows a refusal beside itself (`silent`), so no toast says it twice. */
export function useSaveBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBranch,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: branchKeys.all }),
  });
}
