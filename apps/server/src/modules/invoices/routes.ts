import { INVOICE_LABELS, type Invoice, invoiceResponseSchema } from '@shop/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { answers, binaryAnswers } from '../../plugins/answer-serialiser';
import { currentUser, guardRoutes, requireAdmin, requireUser } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { renderInvoicePdf } from './invoice-pdf';
import { type InvoiceReader, readInvoice } from './invoice-service';
import type { OwnerOfOrder } from './invoice-source';

const orderIdParams = z.object({ id: z.string().max(64) });
const jsonSchema = { params: orderIdParams, response: answers({ 200: invoiceResponseSchema }) };
const pdfSchema = { params: orderIdParams, response: binaryAnswers('application/pdf') };

/**
 * An invoice names a buyer, their address and what they bought: no browser or proxy may keep
 * it. Set after plugins/personal-answers' plain no-store, which it would otherwise replace.
 */
async function keepPrivate(_request: unknown, reply: FastifyReply, payload: unknown) {
  reply.header('Cache-Control', 'private, no-store');
  return payload;
}

async function sendPdf(reply: FastifyReply, invoice: Invoice) {
  const pdf = await renderInvoicePdf(invoice);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${INVOICE_LABELS.fileName(invoice.number)}"`)
    .send(pdf);
}

/** The same two routes (JSON and PDF) under `prefix`, for the readers `readerOf` names. */
function invoiceRoutes(app: App, readerOf: (request: Parameters<typeof currentUser>[0]) => InvoiceReader) {
  const db = () => app.database.db;
  app.get('/orders/:id/invoice', { schema: jsonSchema }, async (request) => {
    return { success: true, invoice: await readInvoice(db(), request.params.id, readerOf(request)) };
  });
  app.get('/orders/:id/invoice.pdf', { schema: pdfSchema }, async (request, reply) => {
    return sendPdf(reply, await readInvoice(db(), request.params.id, readerOf(request)));
  });
}

/**
 * GET /api/orders/:id/invoice(.pdf): the shopper's own order's invoice; GET
 * /api/admin/orders/:id/invoice(.pdf): any order's, for staff (decision 0061).
 */
export async function invoicesRoutes(app: App, ownerOfOrder: OwnerOfOrder) {
  await app.register(
    async (shopper: App) => {
      guardRoutes(shopper, requireUser);
      shopper.addHook('onSend', keepPrivate);
      invoiceRoutes(shopper, (request) => ({
        kind: 'shopper',
        userId: currentUser(request).id,
        ownerOfOrder,
      }));
    },
    { prefix: '/api' },
  );
  await app.register(
    async (staff: App) => {
      guardRoutes(staff, requireAdmin);
      staff.addHook('onSend', keepPrivate);
      invoiceRoutes(staff, () => ({ kind: 'staff' }));
    },
    { prefix: '/api/admin' },
  );
}
