import { MAIL_TEXTS } from '@shop/shared';
import { button, compose, type MailContext, type MailMessage, paragraph } from './layout';

/** The link that sets a new password (issue 15): works once, for 30 minutes. */
export function passwordReset(context: MailContext, to: string, link: string): MailMessage {
  const texts = MAIL_TEXTS.passwordReset;
  return compose(context, {
    kind: 'password-reset',
    to,
    subject: texts.subject,
    heading: texts.heading,
    parts: [paragraph(texts.body(to)), button(texts.button, link), paragraph(texts.ignore)],
  });
}
