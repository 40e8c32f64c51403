import { marketingConsentResponseSchema } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { customerKeys } from './customer-keys';

/** GET /api/admin/customers/:id/marketing-consent: the answer per channel and every change (decision 0065). */
export function getCustomerMarketingConsent(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/customers/${encodeURIComponent(id)}/marketing-consent`, {
    schema: marketingConsentResponseSchema,
    signal,
  });
}

/** Asked by the open history only, so the customer list does not ask once per row. */
export function useCustomerMarketingConsent(id: string) {
  return useQuery({
    queryKey: customerKeys.marketingConsent(id),
    queryFn: ({ signal }) => getCustomerMarketingConsent(id, signal),
    // The dialog shows its own failure beside the history; a toast would say it twice.
    meta: { silent: true },
  });
}
