import { REVIEW_SMS_TEXTS, SECRET_MASK } from '@shop/shared';
import { reviewPagePath } from '@shop/shared/storefront-paths';
import type { MailContext } from '../email/templates/layout';
import type { SmsMessage } from '../outbox/outbox-repository';
import { fitAround } from './gsm-text';

/**
 * Asks a buyer for a review by text, as its e-mail does (decision 0064). The product's name is
 * cut to fit with the real link, whose token is then masked: the row staff read holds the
 * mask, the phone gets the token (decision 0041).
 */
export function reviewRequestSms(
  context: MailContext,
  product: { id: number; name: string },
  to: string,
  token: string,
): SmsMessage {
  const url = context.origin + reviewPagePath(product.id, token);
  const fitted = fitAround((name) => REVIEW_SMS_TEXTS.ask(name, url), product.name);
  return {
    kind: 'review-request',
    to,
    text: fitted.split(encodeURIComponent(token)).join(SECRET_MASK),
    secret: encodeURIComponent(token),
  };
}
