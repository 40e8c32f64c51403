/**
 * The server's words of an invoice (decision 0061): the refusal of the invoice routes. The
 * labels of the PDF are the printable page's (INVOICE_LABELS, ORDER_TAX_LABELS), written once.
 */

export const INVOICE_MESSAGES = {
  /** 404 for an order that is not the shopper's, or that has no invoice yet (its payment has not settled). */
  notFound: 'No invoice was found for this order. An order has its invoice once its payment is received.',
} as const;
