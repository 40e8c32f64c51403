import { twoStepStatusResponseSchema } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { twoStepKeys } from './two-step-keys';

/** GET /api/admin/two-step: on or off for this account, the owner's rule, recovery codes left. */
export function useTwoStep() {
  return useQuery({
    queryKey: twoStepKeys.all,
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/two-step', { schema: twoStepStatusResponseSchema, signal }),
  });
}
