import { z } from 'zod';
import { soldUnitReferenceSchema, taxBreakdownSchema } from './orders';

/**
 * An invoice as the printable page and the admin site read it (decision 0061): the document
 * as issued, in cedis, with the serials recorded against each line since.
 * GET /api/orders/:id/invoice (the shopper's own) and GET /api/admin/orders/:id/invoice (staff);
 * the same path with `.pdf` answers the PDF.
 */
export const invoiceSchema = z.object({
  /** INV-000001 (formatInvoiceNumber). */
  number: z.string(),
  /** When payment settled and the invoice was issued (ISO); shown in Africa/Accra time. */
  issuedAt: z.string(),
  /** A VAT-registered shop's tax invoice, or an invoice without tax lines. */
  kind: z.enum(['tax-invoice', 'invoice']),
  seller: z.object({
    legalName: z.string(),
    address: z.string(),
    tin: z.string(),
    phone: z.string(),
    email: z.string(),
    /** From the seller details (decision 0070); absent on documents issued before them. */
    registrationNumber: z.string().optional(),
    digitalAddress: z.string().optional(),
  }),
  buyer: z.object({ name: z.string(), phone: z.string(), email: z.string(), address: z.string() }),
  /** The order's id (for links) and number (KTG-1042). */
  orderId: z.string(),
  orderNumber: z.string(),
  lines: z.array(
    z.object({
      name: z.string(),
      /** The variant bought in words ("256GB, Blue"), or empty. */
      variant: z.string(),
      quantity: z.number().int(),
      unitPrice: z.number(),
      total: z.number(),
      /** Months of warranty from the day each unit left the shop; 0 for none. */
      warrantyMonths: z.number().int(),
      /** The serials recorded for the line's units, with their warranty's last day. */
      serials: z.array(soldUnitReferenceSchema),
    }),
  ),
  subtotal: z.number(),
  discount: z.number(),
  delivery: z.number(),
  total: z.number(),
  /** The tax lines of a tax invoice; null on an invoice without tax. */
  tax: taxBreakdownSchema.nullable(),
  payment: z.object({ method: z.string(), reference: z.string() }),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceResponseSchema = z.object({ success: z.literal(true), invoice: invoiceSchema });
