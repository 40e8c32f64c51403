import {
  CHECKOUT_LABELS,
  COUNTRIES,
  COUNTRY_DIAL_CODES,
  type Country,
  type DeliveryFee,
  DIGITAL_ADDRESS_TEXTS,
  formatGhs,
  normalizePhoneNumber,
  PHONE_LABELS,
} from '@shop/shared';
import { BadgeCheck } from 'lucide-react';
import { useId } from 'react';
import type { DeliveryDetails } from '../delivery-details';

const fieldClass = 'min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2';

interface DeliveryFormFieldsProps {
  details: DeliveryDetails;
  fees: readonly DeliveryFee[] | undefined;
  onChange: (details: DeliveryDetails) => void;
  /** The account's verified phone (E.164), marked when the number typed is that one. */
  verifiedPhone?: string | null;
  /** A pickup (decision 0069): the address fields are hidden, name, e-mail and phone stay. */
  pickup?: boolean;
}

/** The fields a pickup does without. */
const ADDRESS_FIELDS: readonly string[] = ['street', 'digitalAddress', 'state', 'zipCode'];

const LABELS: Record<keyof DeliveryDetails, string> = {
  ...CHECKOUT_LABELS,
  digitalAddress: DIGITAL_ADDRESS_TEXTS.label,
};

type TextField = Exclude<keyof DeliveryDetails, 'country' | 'city'>;
const TEXT_FIELDS: {
  name: TextField;
  type: string;
  autoComplete: string;
  required: boolean;
  hint?: string;
}[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name', required: true },
  { name: 'lastName', type: 'text', autoComplete: 'family-name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'street', type: 'text', autoComplete: 'street-address', required: true },
  // The marks say what the check says (checkDeliveryDetails): many addresses in Ghana have no
  // region written or zip code, and the digital address is the one they do have.
  {
    name: 'digitalAddress',
    type: 'text',
    autoComplete: 'off',
    required: false,
    hint: DIGITAL_ADDRESS_TEXTS.hint,
  },
  { name: 'state', type: 'text', autoComplete: 'address-level1', required: false },
  { name: 'zipCode', type: 'text', autoComplete: 'postal-code', required: false },
];

/** The delivery fields; the city list is the delivery-fee list, so every city has a fee. */
export function DeliveryFormFields({
  details,
  fees,
  onChange,
  verifiedPhone,
  pickup = false,
}: DeliveryFormFieldsProps) {
  const id = useId();
  const set = <K extends keyof DeliveryDetails>(name: K, value: DeliveryDetails[K]) =>
    onChange({ ...details, [name]: value });
  const label = (name: keyof DeliveryDetails, required: boolean) => (
    <label htmlFor={`${id}-${name}`} className="font-medium">
      {LABELS[name]}
      {required ? (
        <span aria-hidden="true"> *</span>
      ) : (
        <span className="font-normal text-slate-600"> {DIGITAL_ADDRESS_TEXTS.optional}</span>
      )}
    </label>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {TEXT_FIELDS.filter((field) => !(pickup && ADDRESS_FIELDS.includes(field.name))).map((field) => (
        <div key={field.name} className="flex flex-col gap-1">
          {label(field.name, field.required)}
          <input
            id={`${id}-${field.name}`}
            type={field.type}
            required={field.required}
            autoComplete={field.autoComplete}
            aria-describedby={field.hint ? `${id}-${field.name}-hint` : undefined}
            value={details[field.name]}
            onChange={(event) => set(field.name, event.target.value)}
            className={fieldClass}
          />
          {field.hint && (
            <span id={`${id}-${field.name}-hint`} className="text-sm text-slate-600">
              {field.hint}
            </span>
          )}
        </div>
      ))}
      <div className="flex flex-col gap-1" hidden={pickup}>
        {label('city', true)}
        <select
          id={`${id}-city`}
          required
          value={details.city}
          onChange={(event) => set('city', event.target.value)}
          className={fieldClass}
        >
          <option value="">{CHECKOUT_LABELS.chooseCity}</option>
          {fees?.map((fee) => (
            <option key={fee.city} value={fee.city}>
              {fee.city} ({formatGhs(fee.fee)})
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        {label('country', true)}
        <select
          id={`${id}-country`}
          required
          value={details.country}
          onChange={(event) => set('country', event.target.value as Country)}
          className={fieldClass}
        >
          {COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {country} ({COUNTRY_DIAL_CODES[country]})
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1 sm:col-span-2">
        {label('phoneNumber', true)}
        <div className="flex">
          <span className="inline-flex items-center rounded-l-md border border-r-0 border-slate-300 bg-slate-50 px-3">
            {COUNTRY_DIAL_CODES[details.country]}
          </span>
          <input
            id={`${id}-phoneNumber`}
            type="tel"
            required
            autoComplete="tel-national"
            inputMode="tel"
            value={details.phoneNumber}
            onChange={(event) => set('phoneNumber', event.target.value)}
            className={`${fieldClass} rounded-l-none`}
          />
        </div>
        {verifiedPhone && normalizePhoneNumber(details.phoneNumber, details.country) === verifiedPhone ? (
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
            <BadgeCheck aria-hidden="true" size={16} />
            {PHONE_LABELS.verified}
          </span>
        ) : null}
      </div>
    </div>
  );
}
