import {
  ADMIN_MESSAGES,
  ADMIN_TEXTS,
  isVerifiedPhoneRequired,
  PAY_ON_DELIVERY_TEXTS,
  type PayOnDeliverySettings,
  payOnDeliverySettingsSchema,
  VERIFIED_PHONE_RULES,
  type VerifiedPhoneRule,
} from '@shop/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useDeliveryFees } from '../../../api/delivery-fees/get-delivery-fees';
import { useProfile } from '../../../api/profile/get-profile';
import { usePaymentSettings } from '../../../api/store-info/get-payment-settings';
import { useUpdatePaymentSettings } from '../../../api/store-info/update-payment-settings';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { LoadError, Loading } from '../../../components/ui/query-state';
import { failureMessage } from '../../../lib/failure-message';

const texts = PAY_ON_DELIVERY_TEXTS.settings;

/** The form's values: numbers as typed, so a cleared box is not read as 0. */
interface PaymentsValues {
  enabled: boolean;
  cities: string[];
  maxOrderTotal: string;
  verifiedPhone: VerifiedPhoneRule;
  openOrdersPerAccount: string;
}

type Checked = { ok: true; settings: PayOnDeliverySettings } | { ok: false; errors: Record<string, string> };

const numberOrNothing = (typed: string) => (typed.trim() === '' ? undefined : Number(typed));

/** The contract's checks, and one of the screen's own: allowing it in no city allows nothing. */
export function checkPaymentsValues(values: PaymentsValues): Checked {
  const parsed = payOnDeliverySettingsSchema.safeParse({
    ...values,
    maxOrderTotal: numberOrNothing(values.maxOrderTotal),
    openOrdersPerAccount: numberOrNothing(values.openOrdersPerAccount),
  });
  const errors: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  if (values.enabled && values.cities.length === 0) errors.cities ??= texts.citiesRequired;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, settings: parsed.data };
}

interface PaymentsFormProps {
  initial: PayOnDeliverySettings;
  /** The delivery-fee cities: the only ones pay on delivery can be allowed in. */
  deliveryCities: readonly string[];
  smsConfigured: boolean;
  /** Only the owner may change the rules (the server refuses other staff); the rest see them. */
  canChange: boolean;
  busy: boolean;
  /** The server's refusal of the last save. */
  refusal?: string | null;
  onSave: (settings: PayOnDeliverySettings) => void;
}

export function PaymentsForm({
  initial,
  deliveryCities,
  smsConfigured,
  canChange,
  busy,
  refusal,
  onSave,
}: PaymentsFormProps) {
  const [values, setValues] = useState<PaymentsValues>({
    ...initial,
    maxOrderTotal: String(initial.maxOrderTotal),
    openOrdersPerAccount: String(initial.openOrdersPerAccount),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <Key extends keyof PaymentsValues>(key: Key, value: PaymentsValues[Key]) =>
    setValues((old) => ({ ...old, [key]: value }));
  // A city saved before its delivery fee was removed stays listed, so it can be unticked.
  const cities = [...new Set([...deliveryCities, ...values.cities])];
  const toggleCity = (city: string, on: boolean) =>
    set('cities', on ? [...values.cities, city] : values.cities.filter((chosen) => chosen !== city));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkPaymentsValues(values);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onSave(checked.settings);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={texts.title}
      aria-describedby={canChange ? undefined : 'payments-owner-only'}
      className="space-y-4"
    >
      <p className="text-sm text-slate-600">{texts.intro}</p>
      {canChange ? null : (
        <p
          id="payments-owner-only"
          className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-800"
        >
          {texts.ownerOnly}
        </p>
      )}
      {/* A disabled fieldset disables every control inside it: the rules stay readable. */}
      <fieldset disabled={!canChange} className="space-y-4">
        <label className="flex min-h-11 items-center gap-2 font-medium">
          <input
            type="checkbox"
            className="size-5"
            checked={values.enabled}
            onChange={(event) => set('enabled', event.target.checked)}
          />
          {texts.enabled}
        </label>
        <fieldset aria-describedby={errors.cities ? 'payments-cities-error' : undefined}>
          <legend className="mb-2 text-sm font-medium text-slate-700">{texts.cities}</legend>
          <div className="grid grid-cols-2 gap-1 sm:grid-cols-4">
            {cities.map((city) => (
              <label key={city} className="flex min-h-9 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={values.cities.includes(city)}
                  onChange={(event) => toggleCity(city, event.target.checked)}
                />
                {city}
              </label>
            ))}
          </div>
          {errors.cities ? (
            <p id="payments-cities-error" className="mt-1 text-sm text-red-600">
              {errors.cities}
            </p>
          ) : null}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label={texts.maxOrderTotal}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={values.maxOrderTotal}
            error={errors.maxOrderTotal}
            onChange={(event) => set('maxOrderTotal', event.target.value)}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor="payments-verified-phone" className="text-sm font-medium text-slate-700">
              {texts.verifiedPhone}
            </label>
            <select
              id="payments-verified-phone"
              aria-describedby="payments-verified-phone-now"
              className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm"
              value={values.verifiedPhone}
              onChange={(event) => set('verifiedPhone', event.target.value as VerifiedPhoneRule)}
            >
              {VERIFIED_PHONE_RULES.map((rule) => (
                <option key={rule} value={rule}>
                  {texts.verifiedPhoneRules[rule]}
                </option>
              ))}
            </select>
            <p id="payments-verified-phone-now" className="text-xs text-slate-500">
              {texts.verifiedPhoneNow(isVerifiedPhoneRequired(values.verifiedPhone, smsConfigured))}
            </p>
          </div>
          <TextField
            label={texts.openOrdersPerAccount}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={values.openOrdersPerAccount}
            error={errors.openOrdersPerAccount}
            onChange={(event) => set('openOrdersPerAccount', event.target.value)}
          />
        </div>
      </fieldset>
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {refusal}
        </p>
      ) : null}
      {canChange ? (
        <Button type="submit" disabled={busy}>
          {busy ? ADMIN_MESSAGES.saving : ADMIN_TEXTS.common.save}
        </Button>
      ) : null}
    </form>
  );
}

/**
 * The Payments section of the store settings: pay now is always on; pay on delivery is the
 * owner's to allow, so other staff see the rules without the means to change them.
 */
export function PaymentsSection() {
  const settings = usePaymentSettings();
  const fees = useDeliveryFees();
  const update = useUpdatePaymentSettings();
  // The staff gate has read the profile already; this reads the same cached answer.
  const profile = useProfile();
  const viewerIsOwner = profile.data?.user.isOwner ?? false;
  let body: ReactNode;
  if (settings.isPending || fees.isPending || profile.isPending) body = <Loading />;
  else if (settings.isError) body = <LoadError message={failureMessage(settings.error)} />;
  else if (fees.isError) body = <LoadError message={failureMessage(fees.error)} />;
  else
    body = (
      <PaymentsForm
        initial={settings.data.payOnDelivery}
        deliveryCities={fees.data.deliveryFees.map((fee) => fee.city)}
        smsConfigured={settings.data.smsConfigured}
        canChange={viewerIsOwner}
        busy={update.isPending}
        refusal={update.error ? failureMessage(update.error) : null}
        onSave={(next) =>
          update.mutate(next, { onSuccess: (answer) => toast.success(answer.message ?? texts.saved) })
        }
      />
    );
  return <Card title={texts.title}>{body}</Card>;
}
