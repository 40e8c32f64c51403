import { formatGhs, RETURN_SMS_TEXTS } from '@shop/shared';
import type { MailContext } from '../email/templates/layout';
import type { ReturnMessageFacts } from '../email/templates/return-emails';
import type { SmsMessage } from '../outbox/outbox-repository';
import { fitAround, gsmSafe } from './gsm-text';

const trackUrl = (context: MailContext) => `${context.origin}/track_order`;

/**
 * To the shopper at each step of a request (decision 0063), as its e-mail says it in fewer
 * words; undefined for Refund failed and Closed, which the shopper does not hear of. A
 * rejection's reason is the staff's words, cut to keep the text within its segments.
 */
export function returnStatusSms(
  context: MailContext,
  request: ReturnMessageFacts,
  to: string,
): SmsMessage | undefined {
  const texts = RETURN_SMS_TEXTS;
  const number = request.number;
  const replacement = request.units.find((unit) => unit.replacementSerial)?.replacementSerial;
  const text = {
    Requested: texts.requested(number, request.orderNumber, trackUrl(context)),
    Approved: texts.approved(number, trackUrl(context)),
    Rejected: fitAround(
      (reason) => texts.rejected(number, reason),
      (request.rejectionReason ?? '').replace(/[.\s]+$/, ''),
    ),
    Received: texts.received(number),
    'Refund failed': undefined,
    Refunded: request.refund
      ? texts.refunded(number, formatGhs(request.refund.amount), request.refund.creditNoteNumber)
      : undefined,
    Replaced: replacement ? texts.replaced(number, gsmSafe(replacement)) : undefined,
    Repaired: texts.repaired(number, trackUrl(context)),
    Closed: undefined,
  }[request.status];
  return text ? { kind: 'return-status', to, text } : undefined;
}
