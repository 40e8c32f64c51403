import { type Order, PAY_ON_DELIVERY_TEXTS } from '@shop/shared';
import { CreditCard } from 'lucide-react';
import { useEffect, useId } from 'react';
import { usePaymentConfig } from '../../../api/payments/get-payment-config';
import { refuseWhenOffline } from '../../../lib/connection';
import { loadPaystackScript } from '../payment/paystack-popup';
import { usePayOrderNow } from '../use-pay-order-now';
import { TestPaymentDialog } from './test-payment-dialog';

/**
 * "Pay now (mobile money or card)" on an order to pay on delivery that may still be paid
 * online (`canPayNow`: not yet In Truck): the checkout's popup on the same order.
 */
export function PayNowInstead({ order }: { order: Order }) {
  const config = usePaymentConfig();
  const payment = usePayOrderNow(config.data);
  const hintId = useId();
  useEffect(() => {
    // Loaded ahead of the tap, as /order does; a failure is reported when the shopper pays.
    if (config.data?.provider === 'paystack') loadPaystackScript().catch(() => undefined);
  }, [config.data?.provider]);

  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <p id={hintId} className="text-sm text-slate-600">
        {PAY_ON_DELIVERY_TEXTS.payNowHint}
      </p>
      <button
        type="button"
        onClick={() => {
          if (!refuseWhenOffline()) payment.pay(order._id);
        }}
        disabled={payment.busy || !config.data}
        aria-describedby={hintId}
        className="inline-flex min-h-11 items-center gap-2 rounded-md bg-slate-900 px-4 font-semibold text-white hover:bg-slate-700 disabled:bg-slate-400"
      >
        <CreditCard aria-hidden="true" size={18} />
        {PAY_ON_DELIVERY_TEXTS.payNow}
      </button>
      <TestPaymentDialog
        request={payment.testPayment}
        busy={payment.charging}
        onPay={payment.payTest}
        onCancel={payment.cancelTest}
      />
    </div>
  );
}
