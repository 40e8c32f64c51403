import {
  CHECKOUT_MESSAGES,
  type CheckoutState,
  type CreateOrderBody,
  type PaymentConfig,
  type StartCheckoutBody,
} from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { cartKeys } from '../../api/cart/cart-keys';
import { useStartCheckout } from '../../api/orders/start-checkout';
import { isSessionExpired } from '../../api/session-expiry';
import { isPaystackLoaded } from './payment/paystack-popup';
import { usePaymentPopup } from './payment/use-payment-popup';
import { forgetPendingCheckout, keepPendingCheckout, readPendingCheckout } from './pending-checkout';
import { useBusy } from './use-busy';
import { orderFailedToast, useSettlePayment } from './use-settle-payment';

/**
 * "Pay" (docs/product/selling-rules.md#checkout): the server starts the checkout (a pending order holding its stock, the
 * payment initialised with its amount and reference), the popup opens on that transaction,
 * then the first version's verify and create (use-settle-payment). `busy` covers the whole run, so a
 * second click cannot start a second payment; a charge not yet confirmed is settled again by
 * Pay, never charged twice.
 */
export function useCheckout(config: PaymentConfig | undefined) {
  const startCheckout = useStartCheckout();
  const queryClient = useQueryClient();
  const { busy, isBusy, setBusy } = useBusy();
  const settlement = useSettlePayment({ isBusy, setBusy });
  const popup = usePaymentPopup();
  const [pendingState, setPendingState] = useState<CheckoutState | undefined>(
    () => readPendingCheckout()?.state,
  );

  const stop = (message: string) => {
    toast.error(message, { toastId: message });
    setBusy(false);
  };

  /**
   * `checkout` is what start takes; `order` builds the create body for the server's reference.
   * `found`: the checkout kept from before a reload (pending-checkout.ts), started again to learn
   * what its order has become; its popup waits for the shopper's own Pay.
   */
  async function pay(
    checkout: StartCheckoutBody,
    order: (reference: string) => CreateOrderBody,
    found = false,
  ) {
    if (isBusy() || !config) return;
    if (settlement.resume()) return;
    // Checked before start, so that no stock is held for a popup that cannot open.
    if (!found && config.provider === 'paystack' && !isPaystackLoaded())
      return stop(CHECKOUT_MESSAGES.scriptNotLoaded);
    setBusy(true);
    keepPendingCheckout({ checkout, state: found ? pendingState : undefined });
    let started: Awaited<ReturnType<typeof startCheckout.mutateAsync>>;
    try {
      started = await startCheckout.mutateAsync(checkout);
    } catch (error) {
      // A 401 is the session policy's: it says so and leaves for /login.
      if (isSessionExpired(error)) return;
      // Refused before any charge (a product out of stock, a changed figure): the server's reason.
      if (error instanceof ApiError && error.status < 500) forgetPendingCheckout();
      // A changed figure or a code that ended since (decision 0062): the summary shows the cart anew.
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      if (error instanceof ApiError) toast.error(orderFailedToast(error.message));
      else toast.error(CHECKOUT_MESSAGES.orderError);
      setBusy(false);
      return;
    }
    const { state, payment } = started;
    const body = order(payment.reference);
    keepPendingCheckout({ checkout, state });
    setPendingState(state);
    if (found && state === 'awaiting-payment') return setBusy(false);
    // Already paid, or a charge under way: no popup, only settle it.
    if (state === 'paid')
      return settlement.settle({ reference: payment.reference, order: body, verified: true });
    if (state === 'confirming') return settlement.settle({ reference: payment.reference, order: body });
    const opened = popup.open(payment, {
      onPaid: (reference) => settlement.settle({ reference, order: body }),
      onClosed: stop,
      // The shopper's own choice: said once, as news rather than an error.
      onCancelled: () => {
        toast.info(CHECKOUT_MESSAGES.windowClosed, { toastId: CHECKOUT_MESSAGES.windowClosed });
        setBusy(false);
      },
    });
    if (!opened) stop(CHECKOUT_MESSAGES.scriptNotLoaded);
  }

  return {
    pay: (checkout: StartCheckoutBody, order: (reference: string) => CreateOrderBody) =>
      void pay(checkout, order),
    /** Starts a kept checkout again after a reload: settles it if paid, else says where it stands. */
    resume: (checkout: StartCheckoutBody, order: (reference: string) => CreateOrderBody) =>
      void pay(checkout, order, true),
    /** What the server said of the pending order at the last start. */
    pendingState,
    busy,
    /** A charge is made but not yet confirmed: the shopper is told, and Pay confirms it again. */
    confirming: settlement.confirming,
    finished: settlement.finished,
    testPayment: popup.testPayment,
    charging: popup.charging,
    payTest: popup.payTest,
    cancelTest: popup.cancelTest,
  };
}
