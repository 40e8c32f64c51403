/**
 * Words of the storefront's side of decision 0061: the tax lines and serials on the shopper's
 * orders, the printable invoice page and the public warranty check. Components import these
 * and never retype them.
 */
import { SHOP_NAME } from './constants';
import { looksLikeImei, type SoldUnitState } from './serial-numbers';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "28 Nov 2027" from a day written YYYY-MM-DD (a day in Africa/Accra as the server sends it):
 * read as written, with no Date, so no time zone can move it to the day before. Anything else
 * is shown as it came.
 */
export function formatDay(day: string): string {
  const match = DAY_PATTERN.exec(day);
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || !month) return day;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** "15 %", "2.5 %": a rate in percent as the order answer sends it. */
export const formatPercent = (rate: number) => `${rate} %`;

/** "IMEI 356938035643809" for a 15-digit IMEI, "Serial SN-1234" for any other serial. */
export const serialName = (serial: string) => (looksLikeImei(serial) ? `IMEI ${serial}` : `Serial ${serial}`);

/** What a unit sold says after its serial: its warranty's last day, or that it came back. */
export function soldUnitText(serial: string, state: SoldUnitState, warrantyUntil: string): string {
  if (state === 'returned') return `${serialName(serial)} · returned to the shop`;
  if (state === 'replaced') return `${serialName(serial)} · replaced by the shop`;
  return `${serialName(serial)} · warranty until ${formatDay(warrantyUntil)}`;
}

/** The tax lines and the invoice link on the shopper's order (/track_order). */
export const ORDER_TAX_LABELS = {
  heading: 'Taxes included',
  taxableValue: 'Taxable value',
  /** A levy or VAT with its rate: "NHIL (2.5 %)". */
  rated: (name: string, rate: number) => `${name} (${formatPercent(rate)})`,
  vat: 'VAT',
  untaxedDelivery: 'Delivery (not taxed)',
  invoiceLink: (invoiceNumber: string) => `Invoice ${invoiceNumber}`,
  serialsOf: (name: string) => `Serials of ${name}`,
} as const;

/**
 * The words of an invoice wherever it is shown: the printable page (/invoice/:orderId) and the
 * PDF (the server's invoice-pdf.ts) read the same labels.
 */
export const INVOICE_LABELS = {
  heading: { 'tax-invoice': 'Tax invoice', invoice: 'Invoice' },
  seller: 'From',
  buyer: 'Billed to',
  tin: 'TIN',
  phone: 'Phone',
  email: 'E-mail',
  number: 'Invoice number',
  issuedAt: 'Date',
  order: 'Order',
  product: 'Product',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  lineTotal: 'Total',
  warrantyMonths: (months: number) =>
    months === 0 ? 'No warranty' : `Warranty: ${months} ${months === 1 ? 'month' : 'months'}`,
  subtotal: 'Subtotal',
  discount: 'Discount',
  delivery: 'Delivery',
  total: 'Total',
  paymentMethod: 'Payment',
  reference: 'Reference',
  /** Africa/Accra has no daylight saving: GMT all year, which the invoice says. */
  timeZone: 'GMT (Accra)',
  /** The file's name: INV-000001.pdf. */
  fileName: (invoiceNumber: string) => `${invoiceNumber}.pdf`,
} as const;

/** The printable invoice page, /invoice/:orderId: the invoice's labels and the page's own words. */
export const INVOICE_PAGE_TEXTS = {
  ...INVOICE_LABELS,
  title: 'Invoice',
  pageDescription: 'The invoice of your order, to print or to download as a PDF.',
  loading: 'Loading your invoice',
  fetchFailed: 'The invoice could not be loaded. Please try again.',
  print: 'Print',
  downloadPdf: 'Download PDF',
  downloading: 'Downloading...',
  downloadFailed: 'The PDF could not be downloaded. Please try again.',
  backToOrders: 'Back to your orders',
} as const;

/** The public warranty check, /warranty. */
export const WARRANTY_PAGE_TEXTS = {
  title: 'Warranty check',
  pageDescription: `Check the warranty of a phone, tablet or computer bought from ${SHOP_NAME}: type its serial number or IMEI.`,
  intro: 'Type the serial number or IMEI of a unit bought from us to see its warranty.',
  field: 'Serial or IMEI',
  hint: 'On a phone, dial *#06# to see its IMEI.',
  submit: 'Check warranty',
  checking: 'Checking...',
  product: 'Product',
  variant: 'Variant',
  serial: 'Serial',
  soldOn: 'Sold on',
  warrantyUntil: 'Warranty until',
  underWarranty: (day: string) => `Under warranty until ${formatDay(day)}`,
  warrantyEnded: (day: string) => `Warranty ended on ${formatDay(day)}`,
  returned: 'This unit was returned to the shop',
  replaced: 'This unit was replaced by the shop',
  /** An open return or warranty claim on the unit: "RET-101 is open on this unit: Requested". */
  openClaim: (number: string, statusLabel: string) => `${number} is open on this unit: ${statusLabel}`,
  failed: 'The warranty check is not answering right now. Please try again.',
  footerLink: 'Warranty check',
} as const;

/** The plain sentence the warranty check answers with. */
export function warrantySentence(warranty: {
  state: SoldUnitState;
  underWarranty: boolean;
  warrantyUntil: string;
}): string {
  if (warranty.state === 'returned') return WARRANTY_PAGE_TEXTS.returned;
  if (warranty.state === 'replaced') return WARRANTY_PAGE_TEXTS.replaced;
  return warranty.underWarranty
    ? WARRANTY_PAGE_TEXTS.underWarranty(warranty.warrantyUntil)
    : WARRANTY_PAGE_TEXTS.warrantyEnded(warranty.warrantyUntil);
}
