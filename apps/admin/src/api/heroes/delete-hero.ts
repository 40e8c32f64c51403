import { adminMessageResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { heroKeys } from './hero-keys';

/** DELETE /api/admin/heroes/:id. */
export function deleteHero(id: number) {
  return apiRequest(`/api/admin/heroes/${id}`, { method: 'DELETE', schema: adminMessageResponseSchema });
}

export function useDeleteHero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHero,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: heroKeys.all }),
  });
}
