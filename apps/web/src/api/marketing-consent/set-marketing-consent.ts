import {
  type MarketingConsentChange,
  type MarketingConsentResponse,
  marketingConsentResponseSchema,
} from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { marketingConsentKeys } from './marketing-consent-keys';

/** PUT /api/user/marketing-consent {[channel]: yes or no}: the profile's change (decision 0065). */
export function setMarketingConsent(change: MarketingConsentChange): Promise<MarketingConsentResponse> {
  return apiRequest<MarketingConsentResponse>('/api/user/marketing-consent', {
    method: 'PUT',
    body: change,
    schema: import.meta.env.DEV ? marketingConsentResponseSchema : undefined,
  });
}

/** The answer after the change replaces the cached one, so every box shows what the server keeps. */
export function useSetMarketingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMarketingConsent,
    onSuccess: (answer) => queryClient.setQueryData(marketingConsentKeys.mine, answer),
  });
}
