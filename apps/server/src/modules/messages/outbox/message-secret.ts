import { SECRET_MASK } from '@shop/shared';

/** The parts of an outbox row the sender reads. */
interface SendableMessage {
  html: string;
  text: string;
  secret: string | null;
  /** A WhatsApp template's parameters hold the mask too (a pickup code, decision 0069). */
  payload?: { template: string; language: string; parameters: string[] } | null;
}

/**
 * The message as it leaves: its secret put where its words hold the mask (decision 0041).
 * Only the senders call this, just before the SMTP server or the SMS provider gets the words;
 * the row itself, which staff read, never holds the secret. Were the mask to stand elsewhere
 * in such a message too (a footer's contact details), only its recipient would read more.
 */
export function withSecret<Message extends SendableMessage>(message: Message): Message {
  const secret = message.secret;
  if (secret === null) return message;
  const fill = (words: string) => words.split(SECRET_MASK).join(secret);
  const payload = message.payload
    ? { payload: { ...message.payload, parameters: message.payload.parameters.map(fill) } }
    : {};
  return { ...message, html: fill(message.html), text: fill(message.text), ...payload };
}
