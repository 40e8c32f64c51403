/**
 * The contract of the owner's Tax settings (decision 0061). Rates are percent on the wire
 * (15, 2.5) and basis points when stored (1500, 250), so no stored figure is a float.
 *
 * Staff (/api/admin, staff bearer token):
 *   GET /api/admin/tax-settings                     -> taxSettingsResponseSchema (every staff member)
 *   PUT /api/admin/tax-settings  taxSettingsSchema  -> taxSettingsResponseSchema (the owner; others 403)
 */
import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../money';
import { type StoredTaxSettings, TAX_LEVIES_MAX, TAX_RATE_BASIS_POINTS_MAX, type TaxRates } from '../tax';
import { TAX_SETTINGS_TEXTS } from '../tax-settings-texts';
import { oneLine } from './one-line';

const { errors } = TAX_SETTINGS_TEXTS;

/** A Ghana TIN: P (person), C (company), G (government), Q or V, and 10 digits. */
export const GHANA_TIN_PATTERN = /^[PCGQV]\d{10}$/;

const RATE_PERCENT_MAX = TAX_RATE_BASIS_POINTS_MAX / 100;

const ratePercent = (label: string) =>
  z
    .number({ error: errors.rate(label) })
    .min(0, errors.rateNegative(label))
    .max(RATE_PERCENT_MAX, errors.rateTooHigh(label))
    .refine(hasAtMostTwoDecimals, errors.rateDecimals(label));

const levySchema = z.strictObject({
  name: oneLine(
    z
      .string({ error: errors.levyNameRequired })
      .trim()
      .min(1, errors.levyNameRequired)
      .max(40, errors.levyNameTooLong),
    'A levy name',
  ),
  rate: ratePercent('A levy rate'),
});

/** What the owner decides (PUT body; GET answers it). */
export const taxSettingsSchema = z
  .strictObject({
    registered: z.boolean({ error: errors.registered }),
    /** Upper-cased and trimmed; empty allowed while not registered. */
    tin: z
      .string({ error: errors.tin })
      .trim()
      .transform((tin) => tin.toUpperCase())
      .refine((tin) => tin === '' || GHANA_TIN_PATTERN.test(tin), errors.tin),
    legalName: oneLine(z.string().trim().max(120, errors.legalNameTooLong), 'The legal name'),
    vatRate: ratePercent('The VAT rate'),
    levies: z.array(levySchema).max(TAX_LEVIES_MAX, errors.tooManyLevies),
    deliveryTaxed: z.boolean({ error: errors.deliveryTaxed }),
  })
  .superRefine((settings, context) => {
    if (settings.registered && settings.tin === '') {
      context.addIssue({ code: 'custom', path: ['tin'], message: errors.tinRequired });
    }
    const seen = new Set<string>();
    settings.levies.forEach((levy, index) => {
      const key = levy.name.toLowerCase();
      if (key === 'vat') {
        context.addIssue({ code: 'custom', path: ['levies', index, 'name'], message: errors.levyNameIsVat });
      } else if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['levies', index, 'name'],
          message: errors.levyNameTaken(levy.name),
        });
      }
      seen.add(key);
    });
  });
export type TaxSettings = z.output<typeof taxSettingsSchema>;
export type TaxSettingsInput = z.input<typeof taxSettingsSchema>;

/** The settings as the server answers them: already checked, so plain (no transform to describe). */
export const taxSettingsAnswerSchema = z.object({
  registered: z.boolean(),
  tin: z.string(),
  legalName: z.string(),
  vatRate: z.number(),
  levies: z.array(z.object({ name: z.string(), rate: z.number() })),
  deliveryTaxed: z.boolean(),
});

export const taxSettingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  taxSettings: taxSettingsAnswerSchema,
});
export type TaxSettingsResponse = z.infer<typeof taxSettingsResponseSchema>;

/** Percent (two decimals at most) to basis points, without float drift: 2.5 -> 250. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** The rates of the wire shape, in basis points, as splitTaxInclusive takes them. */
export function taxRatesOf(settings: Pick<TaxSettings, 'vatRate' | 'levies'>): TaxRates {
  return {
    vatBasisPoints: percentToBasisPoints(settings.vatRate),
    levies: settings.levies.map((levy) => ({
      name: levy.name,
      basisPoints: percentToBasisPoints(levy.rate),
    })),
  };
}

/** The wire shape as stored (one row, basis points). */
export function toStoredTaxSettings(settings: TaxSettings): StoredTaxSettings {
  return {
    registered: settings.registered,
    tin: settings.tin,
    legalName: settings.legalName,
    rates: taxRatesOf(settings),
    deliveryTaxed: settings.deliveryTaxed,
  };
}

/** The stored row on the wire: rates in percent. */
export function toTaxSettings(stored: StoredTaxSettings): TaxSettings {
  return {
    registered: stored.registered,
    tin: stored.tin,
    legalName: stored.legalName,
    vatRate: stored.rates.vatBasisPoints / 100,
    levies: stored.rates.levies.map((levy) => ({ name: levy.name, rate: levy.basisPoints / 100 })),
    deliveryTaxed: stored.deliveryTaxed,
  };
}
