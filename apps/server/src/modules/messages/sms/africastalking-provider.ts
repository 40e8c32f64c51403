import type { OutgoingSms, SmsDeliveryReport, SmsProvider, SmsSendOutcome } from './sms-provider';

/** How long a send may take before the outbox counts it as failed and tries again later. */
const SEND_TIMEOUT_MS = 15_000;

/**
 * Recipient statusCodes: 100 Processed, 101 Sent, 102 Queued are accepted. Of the refusals
 * these are about the number itself, so trying again cannot help: 403 InvalidPhoneNumber,
 * 404 UnsupportedNumberType, 406 UserInBlacklist, 409 DoNotDisturbRejection. The others
 * (401 RiskHold, 402 InvalidSenderId, 405 InsufficientBalance, 407 CouldNotRoute, 5xx) may
 * pass later, once the account is topped up or the gateway is back.
 */
const ACCEPTED = new Set([100, 101, 102]);
const PERMANENT = new Set([403, 404, 406, 409]);

/** Delivery report statuses: Success is on the phone; these will not arrive; the rest are underway. */
const UNDELIVERED = new Set(['Failed', 'Rejected', 'Expired', 'AbsentSubscriber']);

interface Recipient {
  statusCode?: number;
  number?: string;
  status?: string;
  cost?: string;
  messageId?: string;
}

export interface AfricasTalkingSettings {
  username: string;
  apiKey: string;
  /** https://api.africastalking.com live, https://api.sandbox.africastalking.com for the sandbox. */
  apiBase: string;
  senderId?: string;
}

/**
 * Africa's Talking's SMS API: POST {base}/version1/messaging, form-encoded `username`, `to`,
 * `message` and `from` (the sender ID), the key in the `apiKey` header; the answer's
 * `SMSMessageData.Recipients[]` says per number whether it was taken, its `messageId` and
 * `cost`. Delivery reports are form posts of `id`, `status`, `phoneNumber` and, when it
 * failed, `failureReason`. Its other documented parameters (`bulkSMSMode`, `enqueue`, `keyword`,
 * `linkId`, `retryDurationInHours`) hold no client reference or idempotency key, so the
 * outbox's key for a message cannot travel with it: a text tried again is a new text to
 * Africa's Talking (decision 0057).
 */
export function africasTalkingProvider(settings: AfricasTalkingSettings): SmsProvider {
  return {
    name: 'africastalking',
    async send(message: OutgoingSms, deadline?: AbortSignal): Promise<SmsSendOutcome> {
      const form = new URLSearchParams({
        username: settings.username,
        to: message.to,
        message: message.text,
      });
      if (settings.senderId) form.set('from', settings.senderId);
      const response = await fetch(`${settings.apiBase}/version1/messaging`, {
        method: 'POST',
        headers: {
          apiKey: settings.apiKey,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: form,
        signal: deadline
          ? AbortSignal.any([deadline, AbortSignal.timeout(SEND_TIMEOUT_MS)])
          : AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      const body = await response.text();
      // A refused key or username answers plain text with 401: the account, not the number.
      if (!response.ok)
        throw new Error(`Africa's Talking answered ${response.status}: ${body.slice(0, 200)}`);
      let recipient: Recipient | undefined;
      try {
        recipient = (JSON.parse(body) as { SMSMessageData?: { Recipients?: Recipient[] } }).SMSMessageData
          ?.Recipients?.[0];
      } catch {
        throw new Error(`Africa's Talking answered what is not JSON: ${body.slice(0, 200)}`);
      }
      if (!recipient) {
        const summary = /"Message"\s*:\s*"([^"]*)"/.exec(body)?.[1] ?? 'no recipient in the answer';
        return { kind: 'refused', reason: summary, permanent: false };
      }
      const code = Number(recipient.statusCode);
      if (ACCEPTED.has(code) && recipient.messageId) {
        return { kind: 'accepted', providerMessageId: recipient.messageId, cost: recipient.cost };
      }
      return {
        kind: 'refused',
        reason: `${recipient.status ?? 'Refused'} (${code})`,
        permanent: PERMANENT.has(code),
      };
    },
    readDeliveryReport(fields): SmsDeliveryReport | undefined {
      const { id, status, failureReason } = fields;
      if (typeof id !== 'string' || !id || typeof status !== 'string' || !status) return undefined;
      const outcome = status === 'Success' ? 'delivered' : UNDELIVERED.has(status) ? 'failed' : 'underway';
      const reason =
        outcome === 'failed'
          ? typeof failureReason === 'string' && failureReason
            ? `${status}: ${failureReason}`
            : status
          : undefined;
      return { providerMessageId: id, outcome, reason };
    },
  };
}
