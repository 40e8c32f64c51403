import { API_MESSAGES, CHECKOUT_MESSAGES, PAY_ON_DELIVERY_TEXTS, type PaymentConfig } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { orderKeys } from '../../api/orders/order-keys';
import { usePayNowInstead } from '../../api/orders/pay-now-instead';
import { useVerifyPayment } from '../../api/payments/verify-payment';
import { isSessionExpired } from '../../api/session-expiry';
import { isPaystackLoaded, loadPaystackScript } from './payment/paystack-popup';
import { usePaymentPopup } from './payment/use-payment-popup';
import { useBusy } from './use-busy';

/**
 * "Pay now" on an order to pay on delivery (decision 0034): the server starts a charge on
 * the order's own reference, the same popup as at checkout takes it, and verify settles the
 * same order (To pay on delivery -> Paid); create is not needed, and no second order is made.
 * A charge the server is still confirming is left to it (webhook, sweeper): the shopper is
 * told, and the order list shows the outcome when it comes.
 */
export function usePayOrderNow(config: PaymentConfig | undefined) {
  const payNowInstead = usePayNowInstead();
  const verifyPayment = useVerifyPayment();
  const popup = usePaymentPopup();
  const queryClient = useQueryClient();
  const { busy, isBusy, setBusy } = useBusy();

  const refreshOrders = () => queryClient.invalidateQueries({ queryKey: orderKeys.all });
  const stop = (message: string) => {
    toast.error(message, { toastId: message });
    setBusy(false);
  };

  async function settle(reference: string) {
    try {
      await verifyPayment.mutateAsync(reference);
    } catch (error) {
      // A 401 is the session policy's: it says so and leaves for /login.
      if (isSessionExpired(error)) return;
      const refused =
        error instanceof ApiError &&
        error.status < 500 &&
        error.message !== API_MESSAGES.paymentBeingConfirmed;
      if (refused) stop(CHECKOUT_MESSAGES.verificationFailed);
      else {
        toast.info(CHECKOUT_MESSAGES.paymentConfirming, { toastId: CHECKOUT_MESSAGES.paymentConfirming });
        setBusy(false);
      }
      await refreshOrders();
      return;
    }
    toast.success(PAY_ON_DELIVERY_TEXTS.paidNow);
    await refreshOrders();
    setBusy(false);
  }

  async function pay(orderId: string) {
    if (isBusy() || !config) return;
    setBusy(true);
    if (config.provider === 'paystack' && !isPaystackLoaded()) {
      // Loaded ahead when the button shows; a shopper who was quicker waits for it here.
      const loaded = await loadPaystackScript().then(
        () => true,
        () => false,
      );
      if (!loaded) return stop(CHECKOUT_MESSAGES.scriptNotLoaded);
    }
    let started: Awaited<ReturnType<typeof payNowInstead.mutateAsync>>;
    try {
      started = await payNowInstead.mutateAsync(orderId);
    } catch (error) {
      if (isSessionExpired(error)) return;
      // Refused (already on its way, no longer waiting): the server's reason, and the list as it is now.
      stop(error instanceof ApiError ? error.message : CHECKOUT_MESSAGES.orderError);
      await refreshOrders();
      return;
    }
    const { state, payment } = started;
    if (state === 'paid') {
      toast.success(PAY_ON_DELIVERY_TEXTS.paidNow);
      await refreshOrders();
      return setBusy(false);
    }
    if (state === 'confirming') return settle(payment.reference);
    const opened = popup.open(payment, {
      onPaid: (reference) => void settle(reference),
      onClosed: stop,
      // The shopper's own choice: news, not an error.
      onCancelled: () => {
        toast.info(CHECKOUT_MESSAGES.windowClosed, { toastId: CHECKOUT_MESSAGES.windowClosed });
        setBusy(false);
      },
    });
    if (!opened) stop(CHECKOUT_MESSAGES.scriptNotLoaded);
  }

  return {
    pay: (orderId: string) => void pay(orderId),
    busy,
    testPayment: popup.testPayment,
    charging: popup.charging,
    payTest: popup.payTest,
    cancelTest: popup.cancelTest,
  };
}
