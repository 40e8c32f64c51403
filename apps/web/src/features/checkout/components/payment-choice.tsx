import {
  CHECKOUT_LABELS,
  PAY_ON_DELIVERY,
  PAY_ON_DELIVERY_TEXTS,
  PAY_ONLINE,
  type PaymentMethod as PaymentMethodName,
} from '@shop/shared';
import { useId } from 'react';

interface PaymentChoiceProps {
  /** What the pay-on-delivery option says of its limits (city, total). */
  payOnDeliveryHint: string;
  value: PaymentMethodName;
  onChange: (method: PaymentMethodName) => void;
  /** Why the server refused pay on delivery (a rule the order breaks), shown under the choice. */
  refusal?: string | null;
  /** The pay-on-delivery option's name: "Pay at the counter" for a pickup (decision 0069). */
  payOnDeliveryLabel?: string;
}

/** A whole option is the target: at least 44 px high, the chosen one outlined. */
const optionClass =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-slate-300 px-3 py-2.5 has-[:checked]:border-slate-900 has-[:checked]:bg-slate-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-slate-900';

/**
 * How the shopper pays where the shop takes pay on delivery (decision 0034): now, in the
 * provider's window, or to the rider at the door. Native radios in a fieldset, so the arrow
 * keys move between them and a screen reader names the group and the option. Where pay on
 * delivery is not offered, /order shows the first version's one option instead (payment-method.tsx).
 */
export function PaymentChoice({
  payOnDeliveryHint,
  value,
  onChange,
  refusal,
  payOnDeliveryLabel = PAY_ON_DELIVERY_TEXTS.methodLabels[PAY_ON_DELIVERY],
}: PaymentChoiceProps) {
  const id = useId();
  const options = [
    {
      method: PAY_ONLINE,
      label: PAY_ON_DELIVERY_TEXTS.methodLabels[PAY_ONLINE],
      hint: CHECKOUT_LABELS.payOnlineHint,
    },
    {
      method: PAY_ON_DELIVERY,
      label: payOnDeliveryLabel,
      hint: payOnDeliveryHint,
    },
  ] as const;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={refusal ? `${id}-refusal` : undefined}>
      <legend className="mb-1 font-medium">{CHECKOUT_LABELS.paymentMethod}</legend>
      {options.map((option) => (
        <label key={option.method} className={optionClass}>
          <input
            type="radio"
            name="paymentMethod"
            value={option.method}
            checked={value === option.method}
            onChange={() => onChange(option.method)}
            className="mt-0.5 size-5 shrink-0 accent-slate-900"
          />
          <span className="flex flex-col gap-0.5">
            <span className="font-medium">{option.label}</span>
            <span className="text-sm text-slate-600">{option.hint}</span>
          </span>
        </label>
      ))}
      {refusal ? (
        <p
          id={`${id}-refusal`}
          role="alert"
          data-testid="pay-on-delivery-refusal"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900"
        >
          {refusal}
        </p>
      ) : null}
    </fieldset>
  );
}
