import { type StaffSecurityBody, staffSecurityResponseSchema } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';

/** The owner's rule's query key, written once. */
export const staffSecurityKeys = {
  all: ['admin', 'staff-security'] as const,
};

/** GET /api/admin/staff-security: whether every staff account must use two-step sign-in. */
export function useStaffSecurity() {
  return useQuery({
    queryKey: staffSecurityKeys.all,
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/staff-security', { schema: staffSecurityResponseSchema, signal }),
  });
}

/** PUT /api/admin/staff-security: the owner's call only; the page shows a refusal itself. */
export function useSaveStaffSecurity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffSecurityBody) =>
      apiRequest('/api/admin/staff-security', { method: 'PUT', body, schema: staffSecurityResponseSchema }),
    meta: { silent: true },
    onSuccess: (answer) => {
      queryClient.setQueryData(staffSecurityKeys.all, answer);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'two-step'] });
    },
  });
}
