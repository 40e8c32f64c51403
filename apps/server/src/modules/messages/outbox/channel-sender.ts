import type { OutboxRow } from './outbox-repository';

/**
 * What sending one outbox row came to. Thrown errors (a server that cannot be reached, a send
 * cut off at its deadline) are tried again with back-off, as is a refusal for now; a permanent
 * refusal fails the row at once.
 */
export type SendResult =
  | { kind: 'sent'; providerMessageId?: string; cost?: string }
  | { kind: 'refused'; reason: string; permanent: boolean };

/**
 * Sends the rows of one channel (e-mail, SMS). `deadline` aborts when the send has taken as
 * long as the outbox allows, before the row's lease ends (decision 0057): a sender stops there
 * and throws, so no other worker can claim the row while this send is still going.
 */
export type ChannelSender = (row: OutboxRow, deadline: AbortSignal) => Promise<SendResult>;
