import { CHECKOUT_MESSAGES, type CreateOrderBody, type PaymentConfig, toPesewas } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { createElement, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { storeCart } from '../../api/cart/cart-cache';
import { useCreateOrder } from '../../api/orders/create-order';
import { orderKeys } from '../../api/orders/order-keys';
import { useRecordTestCharge } from '../../api/payments/record-test-charge';
import { useVerifyPayment } from '../../api/payments/verify-payment';
import { isSessionExpired } from '../../api/session-expiry';
import { paths } from '../../lib/paths';
import type { TestPaymentRequest } from './components/test-payment-dialog';
import { newPaymentReference } from './payment/payment-reference';
import { openPaystackPopup } from './payment/paystack-popup';

/** "Failed to place order. Please try again." with the server's reason under it. */
function orderFailedToast(reason: string) {
  return createElement(
    'div',
    null,
    createElement('p', null, CHECKOUT_MESSAGES.orderFailed),
    reason && createElement('p', { className: 'text-sm' }, reason),
  );
}

/**
 * The spec's checkout (SPEC.md section 4): the popup succeeds, the server verifies the
 * payment, the order is created, the cart emptied and the shopper sent to /track_order.
 * `busy` covers the whole run, so a second click cannot start a second payment.
 */
export function useCheckout(config: PaymentConfig | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const verifyPayment = useVerifyPayment();
  const createOrder = useCreateOrder();
  const recordTestCharge = useRecordTestCharge();
  const [busy, setBusyState] = useState(false);
  const [testPayment, setTestPayment] = useState<TestPaymentRequest | null>(null);
  const [charging, setChargingState] = useState(false);
  // Refs answer at once; state only after a re-render, too late for a fast second click.
  const busyNow = useRef(false);
  const chargingNow = useRef(false);
  const setBusy = (value: boolean) => {
    busyNow.current = value;
    setBusyState(value);
  };
  const setCharging = (value: boolean) => {
    chargingNow.current = value;
    setChargingState(value);
  };
  const pending = useRef<((reference: string) => void) | null>(null);
  /** Set once the order exists, so the emptied cart does not trigger "No items in your cart." */
  const finished = useRef(false);

  const stop = (message?: string) => {
    if (message) toast.error(message, { toastId: message });
    setBusy(false);
  };

  async function afterPayment(reference: string, order: (reference: string) => CreateOrderBody) {
    try {
      await verifyPayment.mutateAsync(reference);
      toast.success(CHECKOUT_MESSAGES.paymentSuccessful(reference));
    } catch (error) {
      // A 401 is the session policy's: it says so and leaves for /login.
      if (!isSessionExpired(error)) stop(CHECKOUT_MESSAGES.verificationFailed);
      return;
    }
    try {
      await createOrder.mutateAsync(order(reference));
    } catch (error) {
      if (isSessionExpired(error)) return;
      if (error instanceof ApiError) toast.error(orderFailedToast(error.message));
      else toast.error(CHECKOUT_MESSAGES.orderError);
      setBusy(false);
      return;
    }
    finished.current = true;
    toast.success(CHECKOUT_MESSAGES.orderPlaced);
    // The server emptied the cart in the order's transaction; the badge shows it at once.
    storeCart(queryClient, { success: true, cartItems: [] });
    await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    navigate(paths.trackOrder);
  }

  /** Opens the provider's popup for `total` cedis; `order` builds the body for a reference. */
  function pay(email: string, total: number, order: (reference: string) => CreateOrderBody) {
    if (busyNow.current || !config) return;
    const reference = newPaymentReference();
    setBusy(true);
    if (config.provider === 'test') {
      pending.current = (paid) => void afterPayment(paid, order);
      setTestPayment({ reference, email, total });
      return;
    }
    const opened = openPaystackPopup({
      key: config.publicKey ?? '',
      email,
      amount: toPesewas(total),
      currency: 'GHS',
      reference,
      onSuccess: (transaction) => void afterPayment(transaction.reference || reference, order),
      onCancel: () => stop(CHECKOUT_MESSAGES.windowClosed),
      onError: (error) => stop(error?.message || CHECKOUT_MESSAGES.windowClosed),
    });
    if (!opened) stop(CHECKOUT_MESSAGES.scriptNotLoaded);
  }

  async function answerTestPayment(outcome: 'success' | 'cancel') {
    const request = testPayment;
    if (!request || chargingNow.current) return;
    setCharging(true);
    try {
      await recordTestCharge.mutateAsync({
        reference: request.reference,
        email: request.email,
        amount: toPesewas(request.total),
        outcome,
      });
    } catch (error) {
      // A cancel that failed to record changes nothing: the reference is simply never used.
      if (outcome === 'success') {
        setCharging(false);
        setTestPayment(null);
        if (!isSessionExpired(error)) stop(CHECKOUT_MESSAGES.verificationFailed);
        return;
      }
    }
    setCharging(false);
    setTestPayment(null);
    if (outcome === 'cancel') stop(CHECKOUT_MESSAGES.windowClosed);
    else pending.current?.(request.reference);
  }

  return {
    pay,
    busy,
    finished,
    testPayment,
    charging,
    payTest: () => void answerTestPayment('success'),
    cancelTest: () => void answerTestPayment('cancel'),
  };
}
