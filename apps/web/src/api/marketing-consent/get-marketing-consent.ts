import { type MarketingConsentResponse, marketingConsentResponseSchema } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useAuthToken } from '../../lib/use-auth-token';
import { apiRequest } from '../client';
import { marketingConsentKeys } from './marketing-consent-keys';

/** GET /api/user/marketing-consent: yes or no per channel (decision 0065), newest change first. */
export function getMarketingConsent(signal?: AbortSignal): Promise<MarketingConsentResponse> {
  return apiRequest<MarketingConsentResponse>('/api/user/marketing-consent', {
    schema: import.meta.env.DEV ? marketingConsentResponseSchema : undefined,
    signal,
  });
}

/** The signed-in shopper's answer; nothing is asked without a token. */
export function useMarketingConsent() {
  const token = useAuthToken();
  return useQuery({
    queryKey: marketingConsentKeys.mine,
    queryFn: ({ signal }) => getMarketingConsent(signal),
    enabled: Boolean(token),
    retry: false,
  });
}
