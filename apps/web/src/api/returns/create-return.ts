import {
  type CreateReturnBody,
  ORDER_MESSAGES,
  type ReturnRequest,
  returnRequestResponseSchema,
} from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';
import { returnKeys } from './return-keys';

type ReturnRequestResponse = Answer<typeof returnRequestResponseSchema>;

/** POST /api/orders/:id/returns: a return of units, or a warranty claim on one serial (201). */
export async function createReturn(orderId: string, body: CreateReturnBody): Promise<ReturnRequest> {
  const answer = await apiRequest<ReturnRequestResponse>(
    `/api/orders/${encodeURIComponent(orderId)}/returns`,
    {
      method: 'POST',
      body,
      schema: import.meta.env.DEV ? returnRequestResponseSchema : undefined,
    },
  );
  return answer.request;
}

/** Once sent, the order's returnable units and the shopper's list of requests are asked afresh. */
export function useCreateReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReturnBody) => createReturn(orderId, body),
    meta: { loginMessage: ORDER_MESSAGES.notLoggedIn },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnKeys.all }),
  });
}
