import { DISCOUNT_TEXTS, toCedis, toPesewas } from '@shop/shared';
import { formatDay } from '@shop/shared/warranty-page-texts';

/**
 * Sale prices as the storefront shows them (decision 0062): the answer's `price` is the price
 * now and `regularPrice` the one struck through beside it while it is higher.
 */

/** Whether a price is a sale price: its regular price is higher, to the pesewa. */
export function isOnSale(price: number, regularPrice: number | null | undefined): regularPrice is number {
  return typeof regularPrice === 'number' && toPesewas(regularPrice) > toPesewas(price);
}

/** What the sale takes off, in cedis summed in whole pesewas. */
export const savedAmount = (price: number, regularPrice: number) =>
  toCedis(toPesewas(regularPrice) - toPesewas(price));

/**
 * The instant in Accra's calendar: Ghana keeps UTC all year, so the ISO form's day and minute
 * are Accra's. Written out without Intl, whose first formatter costs a cheap phone's main
 * thread a tenth of a second or more (decision 0039), and alike on the server and the browser.
 */
function accraParts(iso: string): { day: string; time: string } | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  const written = instant.toISOString();
  return { day: written.slice(0, 10), time: written.slice(11, 16) };
}

/** "Sale ends 1 Dec 2026, 23:59" (Accra's time). */
export function saleEndsText(iso: string): string {
  const parts = accraParts(iso);
  return DISCOUNT_TEXTS.saleEnds(parts ? `${formatDay(parts.day)}, ${parts.time}` : iso);
}

/** The last day of a sale as schema.org's `priceValidUntil` reads it: "2026-12-01". */
export function saleEndsDay(iso: string): string | undefined {
  return accraParts(iso)?.day;
}

/** A cart line as its regular price is read: the product's variants and the one the line holds. */
interface SaleCartLine {
  product: { regularPrice?: number; variants?: readonly { _id: string; regularPrice?: number }[] };
  variant?: { _id: string };
}

/** A cart line's regular unit price: its variant's, as its price now is (cartLineUnitPrice). */
export function cartLineRegularPrice(line: SaleCartLine): number | undefined {
  const chosen = line.variant && line.product.variants?.find((variant) => variant._id === line.variant!._id);
  return chosen ? chosen.regularPrice : line.product.regularPrice;
}
