import { adminStoreInfoResponseSchema, type StoreInfo } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { storeInfoKeys } from './store-info-keys';

/** PUT /api/admin/store-info: the whole store information at once. */
export function updateStoreInfo(body: StoreInfo) {
  return apiRequest('/api/admin/store-info', { method: 'PUT', body, schema: adminStoreInfoResponseSchema });
}

export function useUpdateStoreInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStoreInfo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeInfoKeys.all }),
  });
}
