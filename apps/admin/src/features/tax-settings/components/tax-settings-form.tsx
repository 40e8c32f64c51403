import { TAX_SETTINGS_TEXTS, type TaxSettings } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { LevyRows } from './levy-rows';
import { TaxExample } from './tax-example';
import {
  checkTaxSettingsValues,
  exampleRatesOf,
  type TaxSettingsValues,
  valuesOf,
} from './tax-settings-values';

const texts = TAX_SETTINGS_TEXTS;

interface TaxSettingsFormProps {
  initial: TaxSettings;
  /** Only the owner may change them (the server refuses other staff); the rest read them. */
  canChange: boolean;
  busy: boolean;
  /** The server's refusal of the last save. */
  refusal?: string | null;
  onSave: (settings: TaxSettings) => void;
}

/** A checkbox shown as an on/off switch, with its hint read with it. */
function Switch({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div>
      <label className="flex min-h-11 items-center gap-2 font-medium">
        <input
          type="checkbox"
          role="switch"
          aria-checked={checked}
          className="size-5"
          aria-describedby={`${id}-hint`}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {hint}
      </p>
    </div>
  );
}

export function TaxSettingsForm({ initial, canChange, busy, refusal, onSave }: TaxSettingsFormProps) {
  const [values, setValues] = useState<TaxSettingsValues>(() => valuesOf(initial));
  // Shown after a save is tried; the example follows the rates as they are typed.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const checked = checkTaxSettingsValues(values);
  const exampleRates = exampleRatesOf(values, checked.ok ? {} : checked.errors);
  const set = <Key extends keyof TaxSettingsValues>(key: Key, value: TaxSettingsValues[Key]) =>
    setValues((old) => ({ ...old, [key]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onSave(checked.settings);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={texts.title}
      aria-describedby={canChange ? undefined : 'tax-settings-owner-only'}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <p className="text-sm text-slate-600">{texts.intro}</p>
      {canChange ? null : (
        <p
          id="tax-settings-owner-only"
          className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-800"
        >
          {texts.readOnly}
        </p>
      )}
      {/* A disabled fieldset disables every control inside it: the settings stay readable. */}
      <fieldset disabled={!canChange} className="space-y-4">
        <Switch
          id="tax-registered"
          label={texts.registered}
          hint={texts.registeredHint}
          checked={values.registered}
          onChange={(registered) => set('registered', registered)}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={texts.tin}
            hint={texts.tinHint}
            value={values.tin}
            maxLength={20}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            error={errors.tin}
            onChange={(event) => set('tin', event.target.value)}
          />
          <TextField
            label={texts.legalName}
            hint={texts.legalNameHint}
            value={values.legalName}
            maxLength={120}
            autoComplete="organization"
            error={errors.legalName}
            onChange={(event) => set('legalName', event.target.value)}
          />
        </div>
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-800">{texts.ratesTitle}</legend>
          <p className="text-xs text-slate-500">{texts.ratesHint}</p>
          <div className="sm:w-40">
            <TextField
              label={texts.vatRate}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step="0.01"
              value={values.vatRate}
              error={errors.vatRate}
              onChange={(event) => set('vatRate', event.target.value)}
            />
          </div>
          <LevyRows levies={values.levies} errors={errors} onChange={(levies) => set('levies', levies)} />
        </fieldset>
        <Switch
          id="tax-delivery-taxed"
          label={texts.deliveryTaxed}
          hint={texts.deliveryTaxedHint}
          checked={values.deliveryTaxed}
          onChange={(deliveryTaxed) => set('deliveryTaxed', deliveryTaxed)}
        />
      </fieldset>
      <TaxExample rates={exampleRates} registered={values.registered} />
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {refusal}
        </p>
      ) : null}
      {canChange ? (
        <Button type="submit" disabled={busy}>
          {busy ? texts.saving : texts.save}
        </Button>
      ) : null}
    </form>
  );
}
