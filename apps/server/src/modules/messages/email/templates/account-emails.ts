import { MAIL_TEXTS, SECRET_MASK } from '@shop/shared';
import { button, compose, type MailContext, type MailMessage, paragraph } from './layout';

/**
 * The link that sets a new password (decision 0024): works once, for 30 minutes. `page` is the
 * reset page's address; the token is the message's secret, so the words staff can read hold
 * the link with the mask where the token goes (decision 0041).
 */
export function passwordReset(context: MailContext, to: string, page: string, token: string): MailMessage {
  const texts = MAIL_TEXTS.passwordReset;
  const message = compose(context, {
    kind: 'password-reset',
    to,
    subject: texts.subject,
    heading: texts.heading,
    parts: [
      paragraph(texts.body(to)),
      button(texts.button, `${page}?token=${SECRET_MASK}`),
      paragraph(texts.ignore),
    ],
  });
  return { ...message, secret: encodeURIComponent(token) };
}
