import { type ReturnRequest, returnRequestListResponseSchema } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';
import { returnKeys } from './return-keys';

type ReturnRequestListResponse = Answer<typeof returnRequestListResponseSchema>;

/** GET /api/returns: the shopper's requests, newest first. */
export async function getMyReturns(signal?: AbortSignal): Promise<ReturnRequest[]> {
  const answer = await apiRequest<ReturnRequestListResponse>('/api/returns', {
    schema: import.meta.env.DEV ? returnRequestListResponseSchema : undefined,
    signal,
  });
  return answer.requests;
}

/**
 * The requests of one order, out of the shopper's list: every card of /track_order asks with
 * the same key, so the page asks the server once, and only when an order could have any.
 */
export function useOrderRequests(orderId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: returnKeys.mine,
    queryFn: ({ signal }) => getMyReturns(signal),
    retry: false,
    staleTime: 0,
    enabled,
    select: (requests) => requests.filter((request) => request.orderId === orderId),
  });
}
