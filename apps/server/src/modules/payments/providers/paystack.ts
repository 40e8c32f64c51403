import { CURRENCY } from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import { type PaymentProvider, PaymentUnreachableError, RefundRefusedError } from '../provider';
import {
  chargeFromVerifyAnswer,
  foundRefundFromPaystack,
  paystackInitializeAnswerSchema,
  paystackRefundAnswerSchema,
  paystackRefundListSchema,
  paystackVerifyAnswerSchema,
} from './paystack-shapes';

export const PAYSTACK_TIMEOUT_MS = 10_000;

export interface PaystackSettings {
  secretKey: string;
  apiBase: string;
  timeoutMs?: number;
}

/**
 * The Paystack provider: Initialize Transaction (POST /transaction/initialize) starts a charge,
 * Verify Transaction (GET /transaction/verify/{reference}) looks it up, Create Refund
 * (POST /refund, the whole charge or part of it) refunds it, List Refunds (GET /refund?reference=)
 * finds a refund asked before by its note; all with the secret key, answers translated in paystack-shapes.ts.
 */
export function paystackProvider(settings: PaystackSettings, log: FastifyBaseLogger): PaymentProvider {
  const base = settings.apiBase.replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? PAYSTACK_TIMEOUT_MS;

  const unreachable = (call: string, reason: string, detail?: unknown) => {
    log.warn({ err: detail, reason }, `Paystack ${call} failed`);
    return new PaymentUnreachableError(reason);
  };

  /** One call; answers the status and the JSON body (undefined when it is not JSON). */
  async function send(call: string, path: string, body?: unknown) {
    try {
      // The timeout covers the body too: a server that sends headers and then stalls is as slow.
      const response = await fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          Authorization: `Bearer ${settings.secretKey}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const json: unknown = await response.json().catch(() => undefined);
      // 5xx is Paystack's trouble; 401/403 is our key's. Neither says anything about the payment.
      if (response.status >= 500 || response.status === 401 || response.status === 403) {
        throw unreachable(call, `status ${response.status}`);
      }
      return { status: response.status, json };
    } catch (error) {
      if (error instanceof PaymentUnreachableError) throw error;
      throw unreachable(call, 'no answer', error);
    }
  }

  return {
    name: 'paystack',
    answersWithinMs: timeoutMs,

    async initiate(payment) {
      const { json } = await send('initialize', '/transaction/initialize', {
        email: payment.email,
        amount: payment.amountPesewas,
        currency: CURRENCY,
        reference: payment.reference,
        metadata: { orderId: payment.orderId },
      });
      const answer = paystackInitializeAnswerSchema.safeParse(json);
      if (!answer.success) throw unreachable('initialize', 'refused or unreadable answer', json);
      return {
        reference: answer.data.data.reference,
        accessCode: answer.data.data.access_code,
        authorizationUrl: answer.data.data.authorization_url,
      };
    },

    async verify(reference) {
      const { json } = await send('verify', `/transaction/verify/${encodeURIComponent(reference)}`);
      const answer = paystackVerifyAnswerSchema.safeParse(json);
      if (!answer.success) throw unreachable('verify', 'unreadable answer', answer.error);
      return chargeFromVerifyAnswer(answer.data, reference);
    },

    async refund(reference, part) {
      const body = part
        ? { transaction: reference, amount: part.amountPesewas, merchant_note: part.note }
        : { transaction: reference };
      const { status, json } = await send('refund', '/refund', body);
      const answer = paystackRefundAnswerSchema.safeParse(json);
      if (status < 300 && answer.success && answer.data.status) return;
      const message = answer.success ? answer.data.message : '';
      // A retry after a whole refund that went through (we stopped before recording it) is done, not an error.
      if (!part && /fully reversed|already been reversed|already refunded/i.test(message)) return;
      // Paystack answered and said no (a 4xx with its reason): the refund is refused, not unreachable.
      if (part && status >= 400 && message) {
        log.warn({ reason: message }, 'Paystack refused a partial refund');
        throw new RefundRefusedError(message);
      }
      throw unreachable('refund', `status ${status}: ${message || 'unreadable answer'}`);
    },

    async findRefund(chargeReference, note) {
      const query = new URLSearchParams({ reference: chargeReference, perPage: '100' });
      const { status, json } = await send('list refunds', `/refund?${query}`);
      const answer = paystackRefundListSchema.safeParse(json);
      // Not knowing is not "none": a refund is asked again only on an answer that lists none with the note.
      if (status >= 300 || !answer.success || !answer.data.status) {
        throw unreachable(
          'list refunds',
          `status ${status}: ${answer.success ? answer.data.message : 'unreadable answer'}`,
        );
      }
      return foundRefundFromPaystack(answer.data, chargeReference, note);
    },
  };
}
