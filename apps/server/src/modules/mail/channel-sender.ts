import type { OutboxRow } from './outbox-repository';

/**
 * What sending one outbox row came to. Thrown errors (a server that cannot be reached) are
 * tried again with back-off, as is a refusal for now; a permanent refusal fails the row at once.
 */
export type SendResult =
  | { kind: 'sent'; providerMessageId?: string; cost?: string }
  | { kind: 'refused'; reason: string; permanent: boolean };

/** Sends the rows of one channel (e-mail, SMS). */
export type ChannelSender = (row: OutboxRow) => Promise<SendResult>;
