/**
 * The words of the admin Outbox (decisions 0011, 0026, 0066): every e-mail, SMS and WhatsApp
 * message, its state, and the filter. ADMIN_TEXTS.outbox is this object.
 */
export const ADMIN_OUTBOX_TEXTS = {
  title: 'Outbox',
  intro:
    'Every e-mail, text message and WhatsApp message the shop sends: order confirmations, status changes, staff alerts, password resets, phone codes, reminders and back-in-stock notices.',
  notSending:
    'No mail server is set (SMTP_URL), so these messages are kept here and not sent. Set SMTP_URL to send them.',
  smsNotSending:
    'No SMS provider is set (SMS_PROVIDER), so text messages are kept here and not sent. Set SMS_PROVIDER and its keys to send them.',
  whatsAppNotSending:
    'No WhatsApp account is set (WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID), so WhatsApp messages are kept here and not sent.',
  quietHoursNote:
    'Marketing messages and back-in-stock notices are never sent at night: queued in the quiet hours, they wait until the morning.',
  empty: 'No messages yet.',
  emptyFiltered: 'No messages of this kind.',
  to: (address: string) => `To ${address}`,
  channel: { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' },
  /** The tag of a marketing message or a back-in-stock notice. */
  marketing: 'Marketing',
  status: { pending: 'Waiting', sent: 'Sent', delivered: 'Delivered', read: 'Read', failed: 'Failed' },
  /** A marketing message queued in quiet hours, held until they end ("08:00"). */
  waitsUntil: (time: string) => `Waits until ${time}`,
  /** A message that failed once and is tried again later. */
  nextTryAt: (time: string) => `Next try at ${time}`,
  /** The filters above the list, kept in the address (?purpose=, ?channel=). */
  filter: {
    purpose: 'Show',
    purposes: { all: 'All messages', marketing: 'Marketing', orders: 'Orders and accounts' },
    channel: 'Channel',
    allChannels: 'Every channel',
  },
  deliveredAt: (date: string) => `Delivered ${date}`,
  cost: (cost: string) => `Cost ${cost}`,
  notSent: 'Not sent',
  attempts: (count: number) => `${count} ${count === 1 ? 'attempt' : 'attempts'}`,
  lastError: (error: string) => `Last error: ${error}`,
  sentAt: (date: string) => `Sent ${date}`,
  show: 'Show the message',
} as const;
