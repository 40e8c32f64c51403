import {
  formatGhs,
  RETURN_ADMIN_TEXTS,
  RETURN_MAIL_TEXTS,
  RETURN_REASON_LABELS,
  type RefundMethod,
  type ReturnRequest,
} from '@shop/shared';
import { creditNotePagePath } from '@shop/shared/storefront-paths';
import { button, compose, type MailContext, type MailMessage, type Part, paragraph } from './layout';

const TRACK_ORDER_PATH = '/track_order';
const ADMIN_RETURN_PATH = (number: number) => `/admin/returns/${number}`;

/** What a request's messages say of it: the request as its answer has it, in fewer parts. */
export interface ReturnMessageFacts
  extends Pick<
    ReturnRequest,
    | 'number'
    | 'id'
    | 'orderId'
    | 'orderNumber'
    | 'kind'
    | 'reason'
    | 'note'
    | 'status'
    | 'rejectionReason'
    | 'resolutionNote'
  > {
  units: Pick<
    ReturnRequest['units'][number],
    'name' | 'variant' | 'quantity' | 'serial' | 'replacementSerial'
  >[];
  /** Cedis; the credit note's number once the refund is done. */
  refund: { amount: number; method: RefundMethod; creditNoteNumber: string | null } | null;
  photoCount: number;
}

/** Whom a request's e-mail is to: the order's buyer as the order names them. */
export interface ReturnShopper {
  firstName: string;
  email: string;
}

/** The request's units, one line each: "Samsung Galaxy A15, 256GB x 1 (IMEI 356938035643809)". */
const unitLines = (request: ReturnMessageFacts): string[] =>
  request.units.map((unit) =>
    RETURN_MAIL_TEXTS.staffNewRequest.unit(
      unit.variant ? `${unit.name}, ${unit.variant}` : unit.name,
      unit.quantity,
      unit.serial,
    ),
  );

const followButton = (context: MailContext) =>
  button(RETURN_MAIL_TEXTS.follow, context.origin + TRACK_ORDER_PATH);

/** What each step says, or undefined for a step the shopper hears nothing of. */
function stepOf(
  context: MailContext,
  request: ReturnMessageFacts,
  shopper: ReturnShopper,
): { subject: string; heading: string; parts: Part[] } | undefined {
  const texts = RETURN_MAIL_TEXTS;
  const number = request.number;
  switch (request.status) {
    case 'Requested':
      return {
        subject: texts.requested.subject(number, request.orderNumber),
        heading: texts.requested.heading(shopper.firstName),
        parts: [
          paragraph(texts.requested.intro(number, request.orderNumber)),
          ...unitLines(request).map(paragraph),
          paragraph(texts.requested.next),
        ],
      };
    case 'Approved': {
      const location = context.storeInfo?.contact.location;
      return {
        subject: texts.approved.subject(number),
        heading: texts.approved.heading,
        parts: [
          paragraph(texts.approved.intro(number)),
          ...(location ? [paragraph(texts.approved.whereTo(location))] : []),
        ],
      };
    }
    case 'Rejected':
      return {
        subject: texts.rejected.subject(number),
        heading: texts.rejected.heading,
        parts: [
          paragraph(texts.rejected.intro(number)),
          ...(request.rejectionReason ? [paragraph(texts.rejected.reason(request.rejectionReason))] : []),
          paragraph(texts.rejected.questions),
        ],
      };
    case 'Received':
      return {
        subject: texts.received.subject(number),
        heading: texts.received.heading,
        parts: [paragraph(texts.received.intro(number))],
      };
    case 'Refunded': {
      const refund = request.refund;
      if (!refund) return undefined;
      const amount = formatGhs(refund.amount);
      const creditNote = refund.creditNoteNumber;
      return {
        subject: texts.refunded.subject(number, amount),
        heading: texts.refunded.heading,
        parts: [
          paragraph(texts.refunded.intro(number, amount)),
          paragraph(texts.refunded.method[refund.method]),
          ...(creditNote
            ? [
                paragraph(texts.refunded.creditNote(creditNote)),
                button(
                  texts.refunded.viewCreditNote(creditNote),
                  context.origin + creditNotePagePath(request.orderId, creditNote),
                ),
              ]
            : []),
        ],
      };
    }
    case 'Replaced': {
      const serials = request.units.flatMap((unit) =>
        unit.replacementSerial ? [unit.replacementSerial] : [],
      );
      return {
        subject: texts.replaced.subject(number),
        heading: texts.replaced.heading,
        parts: [
          paragraph(texts.replaced.intro(number)),
          ...serials.map((serial) => paragraph(texts.replaced.newUnit(serial))),
        ],
      };
    }
    case 'Repaired':
      return {
        subject: texts.repaired.subject(number),
        heading: texts.repaired.heading,
        parts: [
          paragraph(texts.repaired.intro(number)),
          ...(request.resolutionNote ? [paragraph(texts.repaired.note(request.resolutionNote))] : []),
        ],
      };
    // Refund failed is staff's to retry; Closed changes nothing the shopper has.
    case 'Refund failed':
    case 'Closed':
      return undefined;
  }
}

/**
 * To the shopper at each step of a request (decision 0063): what happened and what comes next,
 * with the reason of a rejection, the amount and credit note of a refund, a replacement's
 * serial. Undefined for Refund failed and Closed, which the shopper does not hear of.
 */
export function returnStatusMail(
  context: MailContext,
  request: ReturnMessageFacts,
  shopper: ReturnShopper,
): MailMessage | undefined {
  const step = stepOf(context, request, shopper);
  if (!step) return undefined;
  return compose(context, {
    kind: 'return-status',
    to: shopper.email,
    subject: step.subject,
    heading: step.heading,
    parts: [...step.parts, followButton(context)],
  });
}

/** To each staff address, when a shopper sends a request. */
export function staffNewReturn(
  context: MailContext,
  request: ReturnMessageFacts,
  customer: { name: string; email: string; phone: string },
  to: string,
): MailMessage {
  const texts = RETURN_MAIL_TEXTS.staffNewRequest;
  return compose(context, {
    kind: 'staff-new-return',
    to,
    subject: texts.subject(request.number, request.orderNumber),
    heading: texts.heading(request.number),
    parts: [
      paragraph(texts.customer(customer.name, customer.email, customer.phone)),
      paragraph(texts.what(RETURN_ADMIN_TEXTS.kind[request.kind], RETURN_REASON_LABELS[request.reason])),
      ...unitLines(request).map(paragraph),
      ...(request.note ? [paragraph(texts.note(request.note))] : []),
      ...(request.photoCount > 0 ? [paragraph(texts.photos(request.photoCount))] : []),
      button(texts.open, context.origin + ADMIN_RETURN_PATH(request.id)),
    ],
  });
}
