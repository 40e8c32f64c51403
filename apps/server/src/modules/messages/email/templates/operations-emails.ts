import { MAIL_TEXTS } from '@shop/shared';
import { button, compose, type MailContext, type MailMessage, paragraph } from './layout';

/** To staff: an automatic backup failed (modules/backups). */
export function backupFailed(context: MailContext, error: string, to: string): MailMessage {
  const texts = MAIL_TEXTS.backupFailed;
  return compose(context, {
    kind: 'backup-failed',
    to,
    subject: texts.subject,
    heading: texts.heading,
    parts: [
      paragraph(texts.body(error)),
      paragraph(texts.next),
      button(texts.open, `${context.origin}/admin/`),
    ],
  });
}
