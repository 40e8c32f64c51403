import { API_MESSAGES, CHECKOUT_MESSAGES, type CreateOrderBody } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { createElement, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { storeCart } from '../../api/cart/cart-cache';
import { useCreateOrder } from '../../api/orders/create-order';
import { orderKeys } from '../../api/orders/order-keys';
import { useVerifyPayment } from '../../api/payments/verify-payment';
import { isSessionExpired } from '../../api/session-expiry';
import { paths } from '../../lib/paths';
import { forgetPendingCheckout } from './pending-checkout';
import type { useBusy } from './use-busy';

/** A charge made (or under way) for the pending order, and the order it settles. */
export interface Settlement {
  /** The reference to verify: the popup's, which is the server's. */
  reference: string;
  /** The create body, with the server's reference. */
  order: CreateOrderBody;
  /** Verified already (or the server said paid): only create is left. */
  verified?: boolean;
}

/** Automatic re-verifications after verify found no answer, before waiting for the shopper's Pay. */
export const VERIFY_RETRY_DELAYS_MS = [1500, 4000, 10_000] as const;

/** "Failed to place order. Please try again." with the server's reason under it. */
export function orderFailedToast(reason: string) {
  return createElement(
    'div',
    null,
    createElement('p', null, CHECKOUT_MESSAGES.orderFailed),
    reason && createElement('p', { className: 'text-sm' }, reason),
  );
}

/**
 * The server said no to the payment itself (not successful, not this shopper's). A server
 * failure (5xx), no answer at all, or "already being confirmed" leaves the charge unknown.
 */
const isPaymentRefused = (error: unknown) =>
  error instanceof ApiError && error.status < 500 && error.message !== API_MESSAGES.paymentBeingConfirmed;

/**
 * The first version's end of checkout (docs/product/selling-rules.md#checkout): verify,
 * create, the toasts, the emptied cart, /track_order. One pending order, one charge (decision 0007): while verify cannot
 * confirm a charge, the shopper is told it is being confirmed, the same reference is verified
 * again a few times, and `unsettled` keeps it so that Pay re-verifies it instead of charging
 * again.
 */
export function useSettlePayment({
  isBusy,
  setBusy,
}: Pick<ReturnType<typeof useBusy>, 'isBusy' | 'setBusy'>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const verifyPayment = useVerifyPayment();
  const createOrder = useCreateOrder();
  const [confirming, setConfirming] = useState(false);
  const unsettled = useRef<Settlement | null>(null);
  /** Set once the order exists, so the emptied cart does not trigger "No items in your cart." */
  const finished = useRef(false);
  const retry = useRef<{ attempt: number; timer?: ReturnType<typeof setTimeout> }>({ attempt: 0 });
  useEffect(() => () => clearTimeout(retry.current.timer), []);

  const stop = (message: string) => {
    toast.error(message, { toastId: message });
    setBusy(false);
  };

  function retryLater() {
    const delay = VERIFY_RETRY_DELAYS_MS[retry.current.attempt];
    if (delay === undefined) return;
    retry.current.attempt += 1;
    retry.current.timer = setTimeout(() => {
      if (unsettled.current && !isBusy()) void run(unsettled.current);
    }, delay);
  }

  async function run(settlement: Settlement) {
    clearTimeout(retry.current.timer);
    unsettled.current = settlement;
    setBusy(true);
    if (!settlement.verified) {
      try {
        await verifyPayment.mutateAsync(settlement.reference);
      } catch (error) {
        // A 401 is the session policy's: it says so and leaves for /login.
        if (isSessionExpired(error)) return;
        if (isPaymentRefused(error)) {
          unsettled.current = null;
          setConfirming(false);
          stop(CHECKOUT_MESSAGES.verificationFailed);
          return;
        }
        setConfirming(true);
        setBusy(false);
        retryLater();
        return;
      }
      unsettled.current = { ...settlement, verified: true };
      setConfirming(false);
    }
    // One toast when it is all done, in the shop's words ("Order placed successfully!"): the
    // payment's reference is for staff and the order card, not a second toast over the first.
    try {
      await createOrder.mutateAsync(settlement.order);
    } catch (error) {
      if (isSessionExpired(error)) return;
      if (error instanceof ApiError) toast.error(orderFailedToast(error.message));
      else toast.error(CHECKOUT_MESSAGES.orderError);
      // Refused: a later start says what the order has become. No answer: Pay creates again.
      if (error instanceof ApiError && error.status < 500) unsettled.current = null;
      setBusy(false);
      return;
    }
    unsettled.current = null;
    finished.current = true;
    forgetPendingCheckout();
    toast.success(CHECKOUT_MESSAGES.orderPlaced);
    // The server emptied the cart in the order's transaction; the badge shows it at once.
    storeCart(queryClient, { success: true, cartItems: [] });
    await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    navigate(paths.trackOrder);
  }

  /** Verifies (unless already verified) and creates the order: the shopper's own try. */
  function settle(settlement: Settlement) {
    retry.current.attempt = 0;
    void run(settlement);
  }

  /** Settles the charge kept from an earlier try; false when there is none. */
  function resume(): boolean {
    if (!unsettled.current) return false;
    settle(unsettled.current);
    return true;
  }

  return { settle, resume, confirming, finished };
}
