import { CART_LABELS, CART_MESSAGES, type DeliveryFee, formatGhs } from '@shop/shared';
import { useId } from 'react';

interface CitySelectProps {
  fees: readonly DeliveryFee[] | undefined;
  failed: boolean;
  city: string;
  onChange: (city: string) => void;
}

/** The delivery city, fed by GET /api/delivery-fees/; no city means a fee of 0. */
export function CitySelect({ fees, failed, city, onChange }: CitySelectProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {CART_LABELS.city}
      </label>
      <select
        id={id}
        value={city}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-3"
      >
        <option value="">{CART_LABELS.chooseCity}</option>
        {fees?.map((fee) => (
          <option key={fee.city} value={fee.city}>
            {fee.city} ({formatGhs(fee.fee)})
          </option>
        ))}
      </select>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {CART_MESSAGES.deliveryFeesFailed}
        </p>
      )}
    </div>
  );
}
