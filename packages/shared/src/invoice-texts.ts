/**
 * The words of an invoice as the server answers and prints it (decision 0061): the refusals of
 * the invoice routes and the labels of the PDF. Written once; the server imports them.
 */

export const INVOICE_MESSAGES = {
  /** 404 for an order that is not the shopper's, or that has no invoice yet (its payment has not settled). */
  notFound: 'No invoice was found for this order. An order has its invoice once its payment is received.',
} as const;

/** The PDF's labels. Plain words Helvetica's WinAnsi characters can draw. */
export const INVOICE_PDF_TEXTS = {
  title: { 'tax-invoice': 'Tax invoice', invoice: 'Invoice' },
  number: 'Invoice number',
  issuedAt: 'Date',
  /** Africa/Accra keeps GMT all year. */
  timeZone: 'GMT (Accra)',
  order: 'Order',
  seller: 'From',
  buyer: 'Billed to',
  tin: 'TIN',
  phone: 'Phone',
  email: 'E-mail',
  product: 'Product',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  lineTotal: 'Total',
  warranty: (months: number) =>
    months === 0 ? 'No warranty' : `Warranty: ${months} ${months === 1 ? 'month' : 'months'}`,
  /** A unit's serial and its warranty's last day ("28 Nov 2027"). */
  serial: (serial: string, warrantyUntil: string) => `Serial ${serial}, warranty until ${warrantyUntil}`,
  serialReturned: (serial: string) => `Serial ${serial}, returned to the shop`,
  serialReplaced: (serial: string) => `Serial ${serial}, replaced by the shop`,
  subtotal: 'Subtotal',
  discount: 'Discount',
  delivery: 'Delivery',
  taxesIncluded: 'Taxes included',
  taxableValue: 'Taxable value',
  /** A levy or VAT with its rate: "NHIL (2.5 %)". */
  rated: (name: string, rate: number) => `${name} (${rate} %)`,
  vat: 'VAT',
  untaxedDelivery: 'Delivery (not taxed)',
  total: 'Total',
  paymentMethod: 'Payment',
  reference: 'Reference',
  /** The file's name: INV-000001.pdf. */
  fileName: (invoiceNumber: string) => `${invoiceNumber}.pdf`,
} as const;
