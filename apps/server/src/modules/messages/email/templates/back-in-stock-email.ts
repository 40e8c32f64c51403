import { SECRET_MASK, STOCK_ALERT_MESSAGE_TEXTS, STOCK_ALERT_TEXTS } from '@shop/shared';
import { STOCK_ALERT_CONFIRM_PATH } from '@shop/shared/storefront-paths';
import { BACK_IN_STOCK_KIND } from '../../outbox/quiet-hours';
import { button, compose, type MailContext, type MailMessage, paragraph } from './layout';

/** What a back-in-stock message names: the variant as a cart line names it, and its page. */
export interface BackInStockFacts {
  /** "Samsung Galaxy A15, 256GB, Blue" (variantDisplayName). */
  name: string;
  /** The product's page on the storefront, whole (origin included). */
  url: string;
}

/**
 * The one e-mail of "Notify me when it's back" (decision 0066), of the kind that keeps quiet
 * hours. The shopper asked for it, so it is not marketing: no consent, no unsubscribe link.
 */
export function backInStockMail(context: MailContext, to: string, facts: BackInStockFacts): MailMessage {
  const texts = STOCK_ALERT_MESSAGE_TEXTS;
  return compose(context, {
    kind: BACK_IN_STOCK_KIND,
    to,
    subject: texts.subject(facts.name),
    heading: texts.heading(facts.name),
    parts: [paragraph(texts.body), button(STOCK_ALERT_TEXTS.viewProduct, facts.url)],
  });
}

/**
 * Asks a guest to confirm their request by a link (decision 0066). The link's token is the
 * message's secret: the row staff read holds the mask where it goes (decision 0041).
 */
export function stockAlertConfirmMail(
  context: MailContext,
  to: string,
  name: string,
  token: string,
): MailMessage {
  const texts = STOCK_ALERT_MESSAGE_TEXTS;
  const message = compose(context, {
    kind: 'stock-alert-confirm',
    to,
    subject: texts.confirmSubject(name),
    heading: texts.confirmSubject(name),
    parts: [
      paragraph(texts.confirmBody(name)),
      button(texts.confirmLink, `${context.origin}${STOCK_ALERT_CONFIRM_PATH}?token=${SECRET_MASK}`),
    ],
  });
  return { ...message, secret: encodeURIComponent(token) };
}
