import { adminMessageResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { heroesQueryKey } from './get-heroes';

export function deleteHero(id: number) {
  return apiRequest(`/api/admin/heroes/${id}`, { method: 'DELETE', schema: adminMessageResponseSchema });
}

export function useDeleteHero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHero,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: heroesQueryKey }),
  });
}
