import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { unsubscribeHeaders } from '../../consent';
import type { ChannelSender } from '../outbox/channel-sender';
import type { OutboxRow } from '../outbox/outbox-repository';
import { MARKETING_KIND_PREFIX } from '../outbox/quiet-hours';

/**
 * The host name after the @ of every Message-ID: the shop's own (PUBLIC_URL), else the domain
 * MAIL_FROM sends from, so the ids are the shop's and no other sender's.
 */
export function messageIdDomain(config: { publicUrl: string | undefined; mailFrom: string }): string {
  if (config.publicUrl) {
    try {
      return new URL(config.publicUrl).hostname;
    } catch {
      // An address that is not a URL leaves the choice to MAIL_FROM.
    }
  }
  return /@([^\s>]+)/.exec(config.mailFrom)?.[1] ?? 'localhost';
}

/**
 * The Message-ID of one outbox row, the same on every try (decision 0057): a copy sent again
 * after a crash carries the id of the first, so a mail server or client that keeps one copy per
 * Message-ID shows it once, and anyone can tell the two apart from two messages.
 */
export function outboxMessageId(row: Pick<OutboxRow, 'id' | 'idempotencyKey'>, domain: string): string {
  return `<outbox-${row.id}.${row.idempotencyKey}@${domain}>`;
}

/**
 * A marketing e-mail's one-click unsubscribe headers (RFC 8058). Such a mail carries its
 * unsubscribe link's token as its secret (the words hold it as the mask, decision 0041), so the
 * headers are built from it as it leaves and the outbox keeps no headers of its own.
 */
export function marketingHeaders(
  row: Pick<OutboxRow, 'kind' | 'secret'>,
  publicUrl: string | undefined,
): Record<string, string> | undefined {
  if (!row.kind.startsWith(MARKETING_KIND_PREFIX) || !row.secret || !publicUrl) return undefined;
  return unsubscribeHeaders(publicUrl, row.secret);
}

/** nodemailer 10 cuts a send off at its signal; its types do not name the option yet. */
type MailWithDeadline = Mail.Options & { signal: AbortSignal };

/** The outbox's e-mail channel: SMTP_URL through nodemailer. `close` ends its connections. */
export function emailSender(settings: { smtpUrl: string; mailFrom: string; publicUrl: string | undefined }): {
  send: ChannelSender;
  close: () => void;
} {
  const transport = nodemailer.createTransport(settings.smtpUrl, { from: settings.mailFrom });
  const domain = messageIdDomain(settings);
  return {
    send: async (row, deadline) => {
      const mail: MailWithDeadline = {
        to: row.recipient,
        subject: row.subject,
        html: row.html,
        text: row.text,
        messageId: outboxMessageId(row, domain),
        signal: deadline,
      };
      const headers = marketingHeaders(row, settings.publicUrl);
      if (headers) mail.headers = headers;
      await transport.sendMail(mail);
      return { kind: 'sent' };
    },
    close: () => transport.close(),
  };
}
