import { adminHeroResponseSchema, type HeroBody } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { heroKeys } from './hero-keys';

/** Create (no id) or replace (id) a hero. */
export function saveHero({ id, body }: { id?: number; body: HeroBody }) {
  return apiRequest(id === undefined ? '/api/admin/heroes' : `/api/admin/heroes/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body,
    schema: adminHeroResponseSchema,
  });
}

export function useSaveHero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHero,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: heroKeys.all }),
  });
}
