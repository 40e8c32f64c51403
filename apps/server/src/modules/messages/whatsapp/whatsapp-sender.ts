import type { ChannelSender } from '../outbox/channel-sender';
import { type CloudApiSettings, sendTemplateMessage } from './cloud-api-client';

/**
 * The outbox's WhatsApp channel (decision 0066): one Cloud API call per row, the template and
 * its parameters read from the row's payload; sent with the wamid, which the status webhooks
 * name, or refused for now or for good. A row without a payload cannot be a template message
 * and is failed at once.
 */
export function whatsAppSender(settings: CloudApiSettings): ChannelSender {
  return async (row, deadline) => {
    if (!row.payload)
      return { kind: 'refused', reason: 'A WhatsApp message without its template', permanent: true };
    const outcome = await sendTemplateMessage(
      settings,
      { to: row.recipient, payload: row.payload },
      deadline,
    );
    if (outcome.kind === 'refused') return outcome;
    return { kind: 'sent', providerMessageId: outcome.messageId };
  };
}
