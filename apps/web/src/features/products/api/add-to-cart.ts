import { CART_MESSAGES, cartResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError, apiRequest, type Parsed } from '../../../lib/api-client';
import { getAuthToken } from '../../../lib/auth-token';
import { paths } from '../../../lib/paths';

export interface AddToCartInput {
  productId: string;
  quantity: number;
}

export function addToCart(input: AddToCartInput) {
  return apiRequest<Parsed<typeof cartResponseSchema>>(
    '/api/cart/add',
    import.meta.env.DEV ? cartResponseSchema : undefined,
    { method: 'POST', body: input },
  );
}

/**
 * Add To Cart (SPEC.md section 5): without a token, the spec's toast and a trip to /login;
 * with one, the server cart grows and the header's count (query ['cart']) refreshes.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: addToCart,
    onSuccess: (answer) => {
      toast.success(CART_MESSAGES.productAdded);
      queryClient.setQueryData(['cart'], answer);
      return queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        toast.error(CART_MESSAGES.loginToAdd);
        navigate(paths.login);
        return;
      }
      toast.error(
        // The server's own sentence (such as "... is out of stock.") says more than a status text.
        error instanceof ApiError && error.message
          ? CART_MESSAGES.addFailedWithStatus(error.message)
          : CART_MESSAGES.addFailed,
      );
    },
  });

  const add = (productId: string) => {
    if (!getAuthToken()) {
      toast.error(CART_MESSAGES.loginToAdd);
      navigate(paths.login);
      return;
    }
    mutation.mutate({ productId, quantity: 1 });
  };
  return { add, isPending: mutation.isPending };
}
