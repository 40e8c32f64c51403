import { CART_MESSAGES } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useAddToCart } from '../../api/cart/add-to-cart';
import { isSessionExpired } from '../../api/session-expiry';
import { getAuthToken } from '../../lib/auth-token';
import { refuseWhenOffline } from '../../lib/connection';
import { paths } from '../../lib/paths';
import { rememberReturnAfterLogin } from '../../lib/return-after-login';

/**
 * Add To Cart (the original behaviour): without a token, the first version's toast and a trip to /login,
 * remembering the page and the item so that the login comes back here with it added; with one, the server cart grows and the header's count refreshes. A 401 (a token the server
 * no longer takes) is the session policy's, with the same text.
 */
export function useAddToCartAction() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const mutation = useAddToCart();

  /** `variantId`: the variant chosen on the page; none for a product sold one way only. */
  const add = (productId: string, variantId?: string) => {
    // Offline, neither the cart nor the login page can do anything: say what is missing.
    if (refuseWhenOffline()) return;
    if (!getAuthToken()) {
      toast.error(CART_MESSAGES.loginToAdd);
      rememberReturnAfterLogin({
        path: pathname + search,
        addToCart: { productId, ...(variantId ? { variantId } : {}) },
      });
      navigate(paths.login);
      return;
    }
    mutation.mutate(
      { productId, ...(variantId ? { variantId } : {}), quantity: 1 },
      {
        onSuccess: () => toast.success(CART_MESSAGES.productAdded),
        onError: (error) => {
          if (isSessionExpired(error)) return;
          toast.error(
            // The server's own sentence (such as "... is out of stock.") says more than a status text.
            error instanceof ApiError && error.message
              ? CART_MESSAGES.addFailedWithStatus(error.message)
              : CART_MESSAGES.addFailed,
          );
        },
      },
    );
  };
  return { add, isPending: mutation.isPending };
}
