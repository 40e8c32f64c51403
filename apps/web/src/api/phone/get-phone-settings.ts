import { phoneSettingsResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthToken } from '../../lib/use-auth-token';
import { type Answer, apiRequest } from '../client';
import { phoneKeys } from './phone-keys';

export type PhoneSettingsResponse = Answer<typeof phoneSettingsResponseSchema>;

/** GET /api/user/phone: the account's number, whether it is verified, and "Text me about my orders". */
export function getPhoneSettings(signal?: AbortSignal): Promise<PhoneSettingsResponse> {
  return apiRequest<PhoneSettingsResponse>('/api/user/phone', {
    schema: import.meta.env.DEV ? phoneSettingsResponseSchema : undefined,
    signal,
  });
}

export const phoneSettingsQueryOptions = () =>
  queryOptions({ queryKey: phoneKeys.all, queryFn: ({ signal }) => getPhoneSettings(signal), retry: false });

export function usePhoneSettings() {
  const token = useAuthToken();
  return useQuery({ ...phoneSettingsQueryOptions(), enabled: Boolean(token) });
}
