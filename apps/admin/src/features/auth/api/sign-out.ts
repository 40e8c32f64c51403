import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authorizationHeader } from '../../../lib/api-client';
import { clearToken } from '../../../lib/token';

/** Revokes the session on the server; the local token goes even when the server is away. */
export async function signOut(): Promise<void> {
  await fetch('/api/user/logout', { method: 'POST', headers: authorizationHeader() }).catch(() => undefined);
  clearToken();
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOut, onSettled: () => queryClient.clear() });
}
