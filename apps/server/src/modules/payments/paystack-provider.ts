import type { FastifyBaseLogger } from 'fastify';
import { type PaymentProvider, PaymentUnreachableError, paystackVerifyAnswerSchema } from './provider';

export const PAYSTACK_TIMEOUT_MS = 10_000;

export interface PaystackSettings {
  secretKey: string;
  apiBase: string;
  timeoutMs?: number;
}

/** Paystack's Verify Transaction: GET {apiBase}/transaction/verify/{reference} with the secret key. */
export function paystackProvider(settings: PaystackSettings, log: FastifyBaseLogger): PaymentProvider {
  const base = settings.apiBase.replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? PAYSTACK_TIMEOUT_MS;

  const unreachable = (reason: string, detail?: unknown) => {
    log.warn({ err: detail, reason }, 'Paystack verify failed');
    return new PaymentUnreachableError(reason);
  };

  return {
    name: 'paystack',
    async verify(reference) {
      let response: Response;
      let body: unknown;
      try {
        // The timeout covers the body too: a server that sends headers and then stalls is as slow.
        response = await fetch(`${base}/transaction/verify/${encodeURIComponent(reference)}`, {
          headers: { Authorization: `Bearer ${settings.secretKey}`, Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        body = await response.json().catch(() => undefined);
      } catch (error) {
        throw unreachable('no answer', error);
      }
      // 5xx is Paystack's trouble; 401/403 is our key's. Neither says anything about the payment.
      if (response.status >= 500 || response.status === 401 || response.status === 403) {
        throw unreachable(`status ${response.status}`);
      }
      const answer = paystackVerifyAnswerSchema.safeParse(body);
      if (!answer.success) throw unreachable('unreadable answer', answer.error);
      return answer.data;
    },
  };
}
