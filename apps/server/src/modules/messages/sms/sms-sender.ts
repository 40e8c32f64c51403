import type { ChannelSender } from '../outbox/channel-sender';
import type { SmsProvider } from './sms-provider';

/** The outbox's SMS channel: one provider call per row, its answer in the outbox's words. */
export function smsSender(provider: SmsProvider): ChannelSender {
  return async (row, deadline) => {
    const outcome = await provider.send({ to: row.recipient, text: row.text }, deadline);
    if (outcome.kind === 'refused') return outcome;
    return { kind: 'sent', providerMessageId: outcome.providerMessageId, cost: outcome.cost };
  };
}
