import { CHECKOUT_MESSAGES, type CheckoutPayment } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { useRef, useState } from 'react';
import { useRecordTestCharge } from '../../../api/payments/record-test-charge';
import { isSessionExpired } from '../../../api/session-expiry';
import type { TestPaymentRequest } from '../components/test-payment-dialog';
import { resumePaystackTransaction } from './paystack-popup';

export interface PopupOutcome {
  /** The provider took the money (or may have): verify this reference. */
  onPaid: (reference: string) => void;
  /** Refused or failed: nothing was charged; the text says why. */
  onClosed: (message: string) => void;
  /** The shopper closed or cancelled the popup: their choice, not a failure. */
  onCancelled: () => void;
}

/**
 * Opens the provider's popup on the transaction the server started: Paystack's, resumed with
 * its access code, or the test provider's dialog, which pays the same access code.
 */
export function usePaymentPopup() {
  const recordTestCharge = useRecordTestCharge();
  const [testPayment, setTestPayment] = useState<TestPaymentRequest | null>(null);
  const [charging, setChargingState] = useState(false);
  const chargingNow = useRef(false);
  const setCharging = (value: boolean) => {
    chargingNow.current = value;
    setChargingState(value);
  };
  const outcome = useRef<PopupOutcome | null>(null);

  /** False when Paystack's script is missing. */
  function open(payment: CheckoutPayment, on: PopupOutcome): boolean {
    if (payment.provider === 'test') {
      outcome.current = on;
      const { accessCode, reference, email, amount } = payment;
      setTestPayment({ accessCode, reference, email, amount });
      return true;
    }
    return resumePaystackTransaction(payment.accessCode, {
      onSuccess: (transaction) => on.onPaid(transaction.reference || payment.reference),
      onCancel: () => on.onCancelled(),
      onError: (error) => on.onClosed(error?.message || CHECKOUT_MESSAGES.windowClosed),
    });
  }

  async function answerTestPayment(answer: 'success' | 'cancel') {
    const request = testPayment;
    const on = outcome.current;
    if (!request || !on || chargingNow.current) return;
    setCharging(true);
    let failure: unknown = null;
    try {
      await recordTestCharge.mutateAsync({ accessCode: request.accessCode, outcome: answer });
    } catch (error) {
      failure = error;
    }
    setCharging(false);
    setTestPayment(null);
    // Answered once: the dialog's closing must not report the same popup a second time.
    outcome.current = null;
    // A cancel that failed to record changes nothing: the transaction is simply never paid.
    if (answer === 'cancel') on.onCancelled();
    else if (!failure) on.onPaid(request.reference);
    // A 401 is the session policy's: it says so and leaves for /login.
    else if (isSessionExpired(failure)) return;
    // Refused: nothing was charged. No answer: the charge may be recorded, so verify decides.
    else if (failure instanceof ApiError && failure.status < 500)
      on.onClosed(CHECKOUT_MESSAGES.verificationFailed);
    else on.onPaid(request.reference);
  }

  return {
    open,
    testPayment,
    charging,
    payTest: () => void answerTestPayment('success'),
    cancelTest: () => void answerTestPayment('cancel'),
  };
}
