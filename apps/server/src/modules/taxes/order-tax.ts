import type { InvoiceDocument } from '@shop/shared';
import { type StoredTaxSettings, splitTaxInclusive, type TaxBreakdown, toCedis } from '@shop/shared';

type OrderTax = NonNullable<InvoiceDocument['tax']>;

/**
 * The tax of an order total under the settings: null when the shop is not VAT-registered.
 * Delivery that is not taxed stays outside the split.
 */
export function taxOfTotal(
  settings: StoredTaxSettings,
  totalPesewas: number,
  deliveryPesewas: number,
): OrderTax | null {
  if (!settings.registered) return null;
  const untaxedPesewas = settings.deliveryTaxed ? 0 : deliveryPesewas;
  const taxedPesewas = totalPesewas - untaxedPesewas;
  return { split: splitTaxInclusive(taxedPesewas, settings.rates), taxedPesewas, untaxedPesewas };
}

/** The API's shape: cedis, rates in percent. */
export function toTaxBreakdown(tax: OrderTax): TaxBreakdown {
  return {
    taxableValue: toCedis(tax.split.taxableValuePesewas),
    levies: tax.split.levies.map((levy) => ({
      name: levy.name,
      rate: levy.basisPoints / 100,
      amount: toCedis(levy.pesewas),
    })),
    vat: { rate: tax.split.vat.basisPoints / 100, amount: toCedis(tax.split.vat.pesewas) },
    untaxedDelivery: toCedis(tax.untaxedPesewas),
  };
}
