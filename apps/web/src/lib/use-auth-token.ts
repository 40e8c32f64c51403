import { useSyncExternalStore } from 'react';
import { getAuthToken, subscribeAuthToken } from './auth-token';

/** The current token, re-rendering when it is set or cleared. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeAuthToken, getAuthToken, () => null);
}
