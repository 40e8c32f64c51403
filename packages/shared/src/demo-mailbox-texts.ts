/**
 * The demo mailbox (docs/decisions/0054-demo-mailbox.md): outside production, an e-mail with
 * no mail server (SMTP_URL), an SMS with no provider (SMS_PROVIDER) and a WhatsApp message with
 * no Cloud API settings (WHATSAPP_TOKEN, decision 0066) are delivered to files
 * in the data directory and to a page only the shop's own computer can open.
 */
export const DEMO_MAILBOX_PATH = '/demo-mailbox';

type Channel = 'email' | 'sms' | 'whatsapp';

const CHANNEL_NAMES: Record<Channel, string> = { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp message' };

export const DEMO_MAILBOX_TEXTS = {
  title: 'Demo mailbox',
  intro:
    'E-mails (when no mail server, SMTP_URL, is set), text messages (when no SMS provider, SMS_PROVIDER, is set) and WhatsApp messages (when WHATSAPP_TOKEN is not set) arrive here instead of being sent, newest first. Only this computer can open this page.',
  empty: 'Nothing has arrived yet. Ask for a phone code or a password reset and reload this page.',
  /** The first line of a letter: to whom, and for an e-mail its subject. */
  heading: (channel: Channel, to: string, subject: string) =>
    channel === 'email' ? `E-mail to ${to}: ${subject}` : `${CHANNEL_NAMES[channel]} to ${to}`,
  /** A request from another computer, or through a proxy: the page shows its codes to no one else. */
  onlyThisComputer: 'The demo mailbox opens only on the computer the shop runs on, at http://localhost.',
  /** The server's log line for each letter; the words as staff read them, the code or link left out. */
  delivered: (channel: Channel, to: string, pageUrl: string) =>
    `${CHANNEL_NAMES[channel]} to ${to} delivered to the demo mailbox: read it at ${pageUrl}`,
  /** The admin Outbox, when a channel's messages go to the demo mailbox. */
  outbox: {
    emailNote:
      'No mail server is set (SMTP_URL), so e-mails go to the demo mailbox on the shop’s own computer (its page /demo-mailbox and the folder demo-mailbox in the data directory). Set SMTP_URL to send them.',
    smsNote:
      'No SMS provider is set (SMS_PROVIDER), so text messages go to the demo mailbox on the shop’s own computer (its page /demo-mailbox and the folder demo-mailbox in the data directory). Set SMS_PROVIDER and its keys to send them.',
    whatsappNote:
      'WhatsApp is not set (WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID), so WhatsApp messages go to the demo mailbox on the shop’s own computer (its page /demo-mailbox and the folder demo-mailbox in the data directory). Set them to send through the WhatsApp Cloud API.',
    status: 'In the demo mailbox',
  },
} as const;
