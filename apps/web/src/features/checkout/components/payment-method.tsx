import { CHECKOUT_LABELS, PAY_ONLINE, PAYMENT_METHOD_LABEL } from '@shop/shared';

/**
 * The one payment method (the original behaviour): shown as Pay with MOMO, valued as the provider.
 * Where the shop takes pay on delivery for the city and total, payment-choice.tsx shows both;
 * `note` says why it is not offered for this order, where the shopper would wonder.
 */
export function PaymentMethod({ note }: { note?: string }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">{CHECKOUT_LABELS.paymentMethod}</legend>
      <label className="flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3">
        <input type="radio" name="paymentMethod" value={PAY_ONLINE} checked readOnly />
        {PAYMENT_METHOD_LABEL}
      </label>
      {note && (
        <p className="text-sm text-slate-700" data-testid="pay-on-delivery-absent">
          {note}
        </p>
      )}
    </fieldset>
  );
}
