import { type TaxSettings, taxSettingsSchema } from '@shop/shared';

/** A levy row as typed: the rate stays text, so a cleared box is not read as 0 %. */
export interface LevyValues {
  /** Only to key the row in React: rows can be removed from the middle. */
  key: number;
  name: string;
  rate: string;
}

/** The form's values. */
export interface TaxSettingsValues {
  registered: boolean;
  tin: string;
  legalName: string;
  vatRate: string;
  levies: LevyValues[];
  deliveryTaxed: boolean;
}

export type CheckedTaxSettings =
  | { ok: true; settings: TaxSettings }
  | { ok: false; errors: Record<string, string> };

let nextLevyKey = 0;
export const newLevyKey = () => {
  nextLevyKey += 1;
  return nextLevyKey;
};

export function valuesOf(settings: TaxSettings): TaxSettingsValues {
  return {
    ...settings,
    vatRate: String(settings.vatRate),
    levies: settings.levies.map((levy) => ({ key: newLevyKey(), name: levy.name, rate: String(levy.rate) })),
  };
}

const numberOrNothing = (typed: string) => (typed.trim() === '' ? undefined : Number(typed));

/**
 * The contract's checks on the typed values, by field path ("tin", "levies.1.rate"), so each
 * message sits under its own box; the server checks the same schema again.
 */
export function checkTaxSettingsValues(values: TaxSettingsValues): CheckedTaxSettings {
  const parsed = taxSettingsSchema.safeParse({
    ...values,
    vatRate: numberOrNothing(values.vatRate),
    levies: values.levies.map((levy) => ({ name: levy.name, rate: numberOrNothing(levy.rate) })),
  });
  if (parsed.success) return { ok: true, settings: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { ok: false, errors };
}

/** The rates on the form when each is a valid percent (the example needs only them), else null. */
export function exampleRatesOf(
  values: TaxSettingsValues,
  errors: Record<string, string>,
): Pick<TaxSettings, 'vatRate' | 'levies'> | null {
  const rateIsWrong = Object.keys(errors).some(
    (path) => path === 'vatRate' || /^levies\.\d+\.rate$/.test(path),
  );
  if (rateIsWrong) return null;
  return {
    vatRate: Number(values.vatRate),
    levies: values.levies.map((levy) => ({ name: levy.name.trim(), rate: Number(levy.rate) })),
  };
}
