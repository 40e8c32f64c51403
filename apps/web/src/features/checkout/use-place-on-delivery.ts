import {
  CHECKOUT_MESSAGES,
  PAY_ON_DELIVERY,
  PAY_ON_DELIVERY_TEXTS,
  PICKUP_TEXTS,
  type StartCheckoutBody,
} from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { storeCart } from '../../api/cart/cart-cache';
import { orderKeys } from '../../api/orders/order-keys';
import { useStartCheckout } from '../../api/orders/start-checkout';
import { isSessionExpired } from '../../api/session-expiry';
import { paths } from '../../lib/paths';
import { placedOnDeliveryState } from '../../lib/placed-on-delivery';
import { useBusy } from './use-busy';

/**
 * "Place Order (pay on delivery)": the start places the order at once (stock taken, cart
 * emptied, payment To pay on delivery); no popup, no verify, no create. A rule the order
 * breaks (city, total, verified phone, open orders, refused deliveries) is the server's 409,
 * whose message is kept for the screen to show beside the choice, since it says what to do.
 */
export function usePlaceOnDelivery() {
  const { busy, isBusy, setBusy } = useBusy();
  const startCheckout = useStartCheckout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  /** Set once the order exists, so the emptied cart does not trigger "No items in your cart." */
  const finished = useRef(false);

  async function place(body: StartCheckoutBody) {
    if (isBusy()) return;
    setBusy(true);
    setRefusal(null);
    let started: Awaited<ReturnType<typeof startCheckout.mutateAsync>>;
    try {
      started = await startCheckout.mutateAsync({ ...body, paymentMethod: PAY_ON_DELIVERY });
    } catch (error) {
      setBusy(false);
      // A 401 is the session policy's: it says so and leaves for /login.
      if (isSessionExpired(error)) return;
      if (error instanceof ApiError && error.status < 500) setRefusal(error.message);
      else toast.error(CHECKOUT_MESSAGES.orderError);
      return;
    }
    const placed = started.payOnDelivery;
    finished.current = true;
    // The server emptied the cart in the order's transaction; the badge shows it at once.
    storeCart(queryClient, { success: true, cartItems: [] });
    await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    if (placed) {
      // A pickup is paid at its branch's counter (decision 0069).
      const said =
        body.fulfilment === 'pickup'
          ? PICKUP_TEXTS.orderPlacedAtCounter(placed.orderNumber)
          : PAY_ON_DELIVERY_TEXTS.orderPlaced(placed.orderNumber);
      toast.success(said);
    }
    navigate(paths.trackOrder, {
      state: placed
        ? placedOnDeliveryState({ orderNumber: placed.orderNumber, message: placed.message })
        : null,
    });
  }

  return {
    place: (body: StartCheckoutBody) => void place(body),
    busy,
    refusal,
    clearRefusal: () => setRefusal(null),
    finished,
  };
}
