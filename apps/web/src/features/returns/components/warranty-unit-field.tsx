import { RETURN_TEXTS } from '@shop/shared';
import { soldUnitText } from '@shop/shared/warranty-page-texts';
import { useId } from 'react';
import type { claimableSerials } from '../return-form';

interface WarrantyUnitFieldProps {
  units: ReturnType<typeof claimableSerials>;
  value: string;
  onChange: (serial: string) => void;
}

/** "Which unit (serial or IMEI)?": the order's units still under warranty and without an open request. */
export function WarrantyUnitField({ units, value, onChange }: WarrantyUnitFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {RETURN_TEXTS.serialLabel}
      </label>
      <select
        id={id}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2"
      >
        <option value="" disabled>
          {RETURN_TEXTS.serialLabel}
        </option>
        {units.map((unit) => (
          <option key={unit.serial} value={unit.serial}>
            {`${unit.name}${unit.variant ? ` (${unit.variant})` : ''}: ${soldUnitText(unit.serial, 'sold', unit.warrantyUntil)}`}
          </option>
        ))}
      </select>
    </div>
  );
}
