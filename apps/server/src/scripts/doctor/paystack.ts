import type { FastifyBaseLogger } from 'fastify';
import { PaymentUnreachableError, paystackProvider } from '../../modules/payments';
import { advice, type DoctorCheck, type Finding, fix, maskSecret, ok, reasonOf } from './finding';

const ANSWER_WITHIN_MS = 10_000;
/** A reference no charge has: listing its refunds reads nothing and moves no money. */
const KEY_CHECK_REFERENCE = 'npm-run-doctor-key-check';

/**
 * Asks Paystack something harmless with the secret key, through the shop's own adapter:
 * List Refunds of a reference no charge has. Paystack checks the key before anything else
 * (401 "Invalid key"); any other answer below 500 means the key was taken.
 */
async function keyAnswer(secretKey: string, apiBase: string): Promise<'accepted' | 'refused' | string> {
  let detail: unknown;
  const log = { warn: (fields: { err?: unknown }) => (detail = fields.err) } as unknown as FastifyBaseLogger;
  const provider = paystackProvider({ secretKey, apiBase, timeoutMs: ANSWER_WITHIN_MS }, log);
  try {
    await provider.findRefund(KEY_CHECK_REFERENCE, 'npm run doctor');
    return 'accepted';
  } catch (error) {
    if (!(error instanceof PaymentUnreachableError)) return reasonOf(error);
    const status = Number(/^status (\d+)/.exec(error.reason)?.[1]);
    if (status === 401 || status === 403) return 'refused';
    if (status >= 400 && status < 500) return 'accepted';
    return detail ? `${error.reason}: ${reasonOf(detail)}` : error.reason;
  }
}

/**
 * The payment provider: no keys is the test provider (no money moves), test keys move no real
 * money, live keys are tried against PAYSTACK_API_BASE. Paystack signs its webhooks with the
 * same secret key (payments/webhook.ts), so the webhook needs only its URL in the dashboard.
 */
export const checkPaystack: DoctorCheck = async ({ config }) => {
  const paystack = config.paystack;
  if (!paystack) {
    return [
      fix(
        'Paystack: no keys, so the test payment provider takes the orders and no money moves. Set PAYSTACK_PUBLIC_KEY and PAYSTACK_SECRET_KEY (pk_live_/sk_live_, Paystack dashboard → Settings → API Keys & Webhooks).',
      ),
    ];
  }
  const live = paystack.secretKey.startsWith('sk_live_');
  const key = maskSecret(paystack.secretKey);
  const findings: Finding[] = [];
  const answer = await keyAnswer(paystack.secretKey, paystack.apiBase);
  if (answer === 'refused') {
    findings.push(
      fix(
        `Paystack refuses the secret key ${key} (401): no payment could be started or checked. Copy the secret key again from the Paystack dashboard.`,
      ),
    );
  } else if (answer !== 'accepted') {
    findings.push(
      fix(
        `Paystack at ${paystack.apiBase} cannot be reached from this server (${answer}): payments could not be checked. Let the server reach ${paystack.apiBase}.`,
      ),
    );
  } else {
    findings.push(ok(`Paystack takes the ${live ? 'live' : 'test'} secret key ${key}.`));
  }
  if (!live) {
    findings.push(
      advice(
        `Paystack keys are test keys (${key}): shoppers can pay with test cards and no real money moves. Set the live keys (pk_live_/sk_live_) to take real payments.`,
      ),
    );
  }
  const webhook = config.publicUrl
    ? `${config.publicUrl}/api/payments/webhook`
    : 'PUBLIC_URL/api/payments/webhook';
  findings.push(
    advice(
      `Set the webhook URL in the Paystack dashboard (Settings → API Keys & Webhooks, ${live ? 'live' : 'test'} mode) to ${webhook}; Paystack signs it with the secret key, so nothing else is needed. The doctor cannot see the dashboard.`,
    ),
  );
  return findings;
};
