import { CREDIT_NOTE_LABELS, type CreditNote, creditNoteResponseSchema } from '@shop/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { answers, binaryAnswers } from '../../plugins/answer-serialiser';
import { currentUser, guardRoutes, requireAdmin, requireUser } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { renderCreditNotePdf } from './credit-note-pdf';
import { type CreditNoteReader, readCreditNote } from './credit-note-reading';

const params = z.object({ id: z.string().max(64), number: z.string().max(32) });
const jsonSchema = { params, response: answers({ 200: creditNoteResponseSchema }) };
const pdfSchema = { params, response: binaryAnswers('application/pdf') };

/** A credit note names a buyer and what they sent back: no browser or proxy may keep it (as invoices). */
async function keepPrivate(_request: unknown, reply: FastifyReply, payload: unknown) {
  reply.header('Cache-Control', 'private, no-store');
  return payload;
}

async function sendPdf(reply: FastifyReply, creditNote: CreditNote) {
  const pdf = await renderCreditNotePdf(creditNote);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${CREDIT_NOTE_LABELS.fileName(creditNote.number)}"`)
    .send(pdf);
}

function creditNoteRoutesFor(
  app: App,
  readerOf: (request: Parameters<typeof currentUser>[0]) => CreditNoteReader,
) {
  const db = () => app.database.db;
  app.get('/orders/:id/credit-notes/:number', { schema: jsonSchema }, async (request) => {
    const { id, number } = request.params;
    return { success: true, creditNote: await readCreditNote(db(), id, number, readerOf(request)) };
  });
  app.get('/orders/:id/credit-notes/:number.pdf', { schema: pdfSchema }, async (request, reply) => {
    const { id, number } = request.params;
    return sendPdf(reply, await readCreditNote(db(), id, number, readerOf(request)));
  });
}

/**
 * A refund's credit note, as JSON and PDF (schemas/returns.ts): GET
 * /api/orders/:id/credit-notes/:number(.pdf) for the shopper's own order, GET
 * /api/admin/orders/:id/credit-notes/:number(.pdf) for staff.
 */
export async function creditNoteRoutes(app: App): Promise<void> {
  await app.register(
    async (shopper: App) => {
      guardRoutes(shopper, requireUser);
      shopper.addHook('onSend', keepPrivate);
      creditNoteRoutesFor(shopper, (request) => ({ kind: 'shopper', userId: currentUser(request).id }));
    },
    { prefix: '/api' },
  );
  await app.register(
    async (staff: App) => {
      guardRoutes(staff, requireAdmin);
      staff.addHook('onSend', keepPrivate);
      creditNoteRoutesFor(staff, () => ({ kind: 'staff' }));
    },
    { prefix: '/api/admin' },
  );
}
