import type { TaxSettings } from '@shop/shared';
import { formatGhs, splitTaxInclusive, TAX_SETTINGS_TEXTS, taxRatesOf, toCedis } from '@shop/shared';

const texts = TAX_SETTINGS_TEXTS;

/** The order the example splits: round enough that the owner can check it by hand. */
export const EXAMPLE_TOTAL_PESEWAS = 100_000;

/** "A GHS 1,000.00 order: taxable value GHS 833.34, NHIL GHS 20.83, ...", as invoices will split it. */
export function exampleSentence(rates: Pick<TaxSettings, 'vatRate' | 'levies'>): string {
  const split = splitTaxInclusive(EXAMPLE_TOTAL_PESEWAS, taxRatesOf(rates));
  const money = (pesewas: number) => formatGhs(toCedis(pesewas));
  const parts = [
    texts.exampleTaxableValue(money(split.taxableValuePesewas)),
    ...split.levies.map((levy) => texts.exampleTax(levy.name, money(levy.pesewas))),
    texts.exampleTax('VAT', money(split.vat.pesewas)),
  ];
  return texts.example(money(EXAMPLE_TOTAL_PESEWAS), parts.join(', '));
}

/**
 * The live example under the rates, from the same splitTaxInclusive the server uses, so what
 * the owner reads here is what the invoices will say. `rates` is null while a rate is invalid.
 */
export function TaxExample({
  rates,
  registered,
}: {
  rates: Pick<TaxSettings, 'vatRate' | 'levies'> | null;
  registered: boolean;
}) {
  return (
    <section
      aria-labelledby="tax-example-title"
      className="rounded-md bg-slate-50 p-3 text-sm text-slate-700"
    >
      <h3 id="tax-example-title" className="font-medium text-slate-800">
        {texts.exampleTitle}
      </h3>
      <p data-testid="tax-example">{rates ? exampleSentence(rates) : texts.exampleInvalid}</p>
      {registered ? null : <p className="text-slate-600">{texts.exampleNotRegistered}</p>}
    </section>
  );
}
