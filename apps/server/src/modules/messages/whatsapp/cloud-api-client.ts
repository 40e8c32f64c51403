import type { WhatsAppTemplatePayload } from '../../../db/schema';

/** How long a send may take before the outbox counts it as failed and tries again later. */
const SEND_TIMEOUT_MS = 15_000;

/**
 * Error codes of the Cloud API that may pass if the same message is tried later: throttling
 * (4 app calls, 80007 account rate, 130429 throughput, 131048 spam rate, 131056 pair rate) and
 * Meta's own trouble (1, 2 unknown or unavailable, 131000 something went wrong, 131016 service
 * unavailable). Access errors (0 and 190 a token expired or revoked, 10 and 200-299 a permission,
 * 131005 access denied) are counted here too, on purpose: they are the owner's settings, not the
 * shopper's number, so the message waits for a new WHATSAPP_TOKEN instead of being lost. Every
 * other code (131026 undeliverable, 132001 template missing, 100 invalid parameter...) is about
 * this message, and trying it again cannot help.
 */
const TEMPORARY_CODES = new Set([0, 1, 2, 4, 10, 190, 80007, 130429, 131000, 131005, 131016, 131048, 131056]);
const isTemporaryCode = (code: number) => TEMPORARY_CODES.has(code) || (code >= 200 && code <= 299);

export interface CloudApiSettings {
  token: string;
  phoneNumberId: string;
  /** https://graph.facebook.com/v21.0 live; the fake's address in tests. */
  apiBase: string;
}

/** What the Cloud API did with one message. One that cannot be reached throws instead: the outbox retries. */
export type CloudApiOutcome =
  /** Accepted: its wamid names it in the status webhooks to come. */
  { kind: 'accepted'; messageId: string } | { kind: 'refused'; reason: string; permanent: boolean };

interface CloudApiAnswer {
  messages?: { id?: string }[];
  error?: { message?: string; type?: string; code?: number; error_subcode?: number; fbtrace_id?: string };
}

/** The Cloud API's `to`: the number's digits with its country code, no plus (E.164 without '+'). */
export const cloudApiNumber = (e164: string): string => e164.replace(/\D/g, '');

/** The documented body of a template message (decision 0066). */
export function templateMessageBody(to: string, payload: WhatsAppTemplatePayload) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: cloudApiNumber(to),
    type: 'template',
    template: {
      name: payload.template,
      language: { code: payload.language },
      components: [
        {
          type: 'body',
          parameters: payload.parameters.map((text) => ({ type: 'text', text })),
        },
      ],
    },
  };
}

/**
 * Sends one template message through the WhatsApp Business Cloud API: POST
 * {apiBase}/{phone number id}/messages with the token as a Bearer, the JSON of
 * templateMessageBody. A 200 answers `messages[0].id` (a wamid); an error answers 4xx or 5xx with
 * `error.code`, read above as for now or for good; a 5xx without a code is for now. The API
 * takes no idempotency key, so a message tried again after a crash may arrive twice (decision
 * 0066). `deadline` (the outbox's, inside the row's lease) cuts the call off.
 */
export async function sendTemplateMessage(
  settings: CloudApiSettings,
  message: { to: string; payload: WhatsAppTemplatePayload },
  deadline?: AbortSignal,
): Promise<CloudApiOutcome> {
  const response = await fetch(`${settings.apiBase}/${settings.phoneNumberId}/messages`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${settings.token}`,
      Accept: 'application/json',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(templateMessageBody(message.to, message.payload)),
    signal: deadline
      ? AbortSignal.any([deadline, AbortSignal.timeout(SEND_TIMEOUT_MS)])
      : AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  const text = await response.text();
  let answer: CloudApiAnswer;
  try {
    answer = JSON.parse(text) as CloudApiAnswer;
  } catch {
    // A proxy's HTML page or an empty body: the API was not really reached.
    throw new Error(`The WhatsApp Cloud API answered ${response.status}, not JSON: ${text.slice(0, 200)}`);
  }
  const messageId = answer.messages?.[0]?.id;
  if (response.ok && messageId) return { kind: 'accepted', messageId };
  const error = answer.error;
  const code = typeof error?.code === 'number' ? error.code : undefined;
  const reason = `WhatsApp ${response.status}${code === undefined ? '' : ` (${code}${error?.error_subcode ? `/${error.error_subcode}` : ''})`}: ${error?.message ?? 'no message id in the answer'}`;
  const temporary = code === undefined ? response.status >= 500 || response.ok : isTemporaryCode(code);
  return { kind: 'refused', reason: reason.slice(0, 500), permanent: !temporary && response.status < 500 };
}
