import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakePaystack } from '../../../../test/helpers/fake-paystack';
import { PaymentUnreachableError } from '../provider';
import { paystackProvider } from './paystack';
import { foundRefundFromPaystack, paystackRefundListSchema } from './paystack-shapes';

/** One refund as Paystack's List Refunds documents it, with the fields the shop does not read. */
function listedRefund(
  status: string,
  note: string | null,
  reference = 'ord_ref_1',
  amount: number | string = 20_690,
) {
  return {
    id: 3018284,
    integration: 412829,
    domain: 'test',
    transaction: { id: 1641, reference },
    dispute: null,
    amount,
    deducted_amount: amount,
    currency: 'GHS',
    channel: 'mobile_money',
    fully_deducted: true,
    refunded_by: 'shop@example.com',
    refunded_at: null,
    expected_at: '2026-11-28T09:00:00.000Z',
    customer_note: 'Refund for transaction ord_ref_1',
    merchant_note: note,
    status,
    createdAt: '2026-11-21T08:59:00.000Z',
  };
}

const listOf = (...refunds: unknown[]) =>
  paystackRefundListSchema.parse({
    status: true,
    message: 'Refunds retrieved',
    data: refunds,
    meta: { total: 1 },
  });

describe("Paystack's List Refunds in the shop's words", () => {
  it('finds the refund by its note and translates its status', () => {
    const cases: [string, string][] = [
      ['processed', 'processed'],
      ['reversed', 'processed'],
      ['pending', 'pending'],
      ['processing', 'pending'],
      ['queued', 'pending'],
      ['failed', 'failed'],
    ];
    for (const [status, found] of cases) {
      const answer = listOf(
        listedRefund('processed', 'refund-7'),
        listedRefund(status, 'refund-8', 'ord_ref_1', '20690'),
      );
      expect(foundRefundFromPaystack(answer, 'ord_ref_1', 'refund-8'), status).toBe(found);
    }
  });

  it('answers none when no refund of the charge has the note', () => {
    expect(foundRefundFromPaystack(listOf(), 'ord_ref_1', 'refund-8')).toBeUndefined();
    expect(
      foundRefundFromPaystack(listOf(listedRefund('processed', null)), 'ord_ref_1', 'refund-8'),
    ).toBeUndefined();
    // Another charge's refund with the same note is not this one.
    const other = listOf(listedRefund('processed', 'refund-8', 'ord_ref_2'));
    expect(foundRefundFromPaystack(other, 'ord_ref_1', 'refund-8')).toBeUndefined();
    expect(
      foundRefundFromPaystack(
        paystackRefundListSchema.parse({ status: true, data: null }),
        'ord_ref_1',
        'refund-8',
      ),
    ).toBeUndefined();
  });

  it('a note asked twice answers its furthest refund, and a status it does not know is never asked again', () => {
    const twice = listOf(listedRefund('failed', 'refund-8'), listedRefund('processed', 'refund-8'));
    expect(foundRefundFromPaystack(twice, 'ord_ref_1', 'refund-8')).toBe('processed');
    const unknown = listOf(listedRefund('needs-attention', 'refund-8'));
    expect(foundRefundFromPaystack(unknown, 'ord_ref_1', 'refund-8')).toBe('pending');
  });
});

/** The provider logs what Paystack failed; these tests read its answers instead. */
const silentLog = { warn: () => undefined } as unknown as FastifyBaseLogger;

describe("the Paystack provider's findRefund", async () => {
  const fake = await startFakePaystack();
  afterAll(() => fake.close());
  const provider = paystackProvider({ secretKey: 'sk_test_list', apiBase: fake.url }, silentLog);

  it('asks GET /refund by the charge reference and answers the refund with the note', async () => {
    fake.recordedRefunds.push({
      reference: 'ord_ref_9',
      amount: 5_000,
      merchantNote: 'refund-9',
      status: 'processed',
    });
    expect(await provider.findRefund('ord_ref_9', 'refund-9')).toBe('processed');
    expect(await provider.findRefund('ord_ref_9', 'refund-10')).toBeUndefined();
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', authorization: 'Bearer sk_test_list' });
    expect(new URL(fake.requests.at(-1)!.path, fake.url).searchParams.get('reference')).toBe('ord_ref_9');
  });

  it('throws PaymentUnreachableError when Paystack does not answer, never "none"', async () => {
    fake.failListRefunds = true;
    await expect(provider.findRefund('ord_ref_9', 'refund-9')).rejects.toBeInstanceOf(
      PaymentUnreachableError,
    );
    fake.failListRefunds = false;
  });
});
