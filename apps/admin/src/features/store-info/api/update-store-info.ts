import { adminStoreInfoResponseSchema, type StoreInfo } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { storeInfoQueryKey } from './get-store-info';

export function updateStoreInfo(body: StoreInfo) {
  return apiRequest('/api/admin/store-info', { method: 'PUT', body, schema: adminStoreInfoResponseSchema });
}

export function useUpdateStoreInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStoreInfo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeInfoQueryKey }),
  });
}
