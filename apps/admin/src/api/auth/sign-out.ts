import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearToken } from '../../lib/token';
import { apiRequest } from '../client';

/** Revokes the session on the server; the local token goes even when the server is away. */
export async function signOut(): Promise<void> {
  await apiRequest('/api/user/logout', { method: 'POST' }).catch(() => undefined);
  clearToken();
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOut, onSettled: () => queryClient.clear() });
}
