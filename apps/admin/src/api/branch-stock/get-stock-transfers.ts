import { stockTransfersResponseSchema } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { branchStockKeys } from './branch-stock-keys';

/** GET /api/admin/stock-transfers?page=: the log of moves between branches, newest first. */
export function getStockTransfers(page: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/stock-transfers?page=${page}`, {
    schema: stockTransfersResponseSchema,
    signal,
  });
}

export function useStockTransfers(page: number) {
  return useQuery({
    queryKey: branchStockKeys.transfers(page),
    queryFn: ({ signal }) => getStockTransfers(page, signal),
    placeholderData: keepPreviousData,
  });
}
