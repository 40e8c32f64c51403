import { randomBytes } from 'node:crypto';
import { CURRENCY } from '@shop/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { testPaymentTransactions } from '../../db/schema';
import type { PaymentProvider, PaystackVerifyAnswer } from './provider';

export const TEST_CHANNEL = 'test';

/** Paystack reports a transaction nobody has paid yet as abandoned; so does the test provider. */
const UNPAID_STATUSES = ['initialized', 'abandoned'];

/**
 * The built-in provider: initialise records a transaction (reference, access code, email,
 * amount, the account), the test dialog pays it (POST /api/payments/test/charge), verify
 * reads it back in Paystack's shape, refund marks it reversed.
 */
export function testProvider(db: () => Executor): PaymentProvider {
  return {
    name: 'test',

    async initialize(payment) {
      const accessCode = `test_${randomBytes(12).toString('hex')}`;
      await db().insert(testPaymentTransactions).values({
        reference: payment.reference,
        email: payment.email,
        amountPesewas: payment.amountPesewas,
        status: 'initialized',
        accessCode,
        userId: payment.userId,
      });
      return {
        reference: payment.reference,
        accessCode,
        authorizationUrl: `/test-payment/${accessCode}`,
      };
    },

    async verify(reference): Promise<PaystackVerifyAnswer> {
      const [row] = await db()
        .select()
        .from(testPaymentTransactions)
        .where(eq(testPaymentTransactions.reference, reference))
        .limit(1);
      if (!row) return { status: false, message: 'Transaction reference not found', data: null };
      return {
        status: true,
        message: 'Verification successful',
        data: {
          status: row.status === 'initialized' ? 'abandoned' : row.status,
          reference: row.reference,
          amount: row.amountPesewas,
          currency: CURRENCY,
          channel: TEST_CHANNEL,
          paid_at: row.status === 'success' ? row.createdAt.toISOString() : null,
          customer: { email: row.email },
        },
      };
    },

    async refund(reference) {
      await db()
        .update(testPaymentTransactions)
        .set({ status: 'reversed', refundedAt: new Date() })
        .where(eq(testPaymentTransactions.reference, reference));
    },
  };
}

export type TestChargeOutcome =
  | { kind: 'charged'; reference: string; status: 'success' | 'abandoned' }
  | { kind: 'not-found' }
  | { kind: 'already-paid' };

/**
 * The test dialog's Pay or Cancel on the transaction the server initialised: only the
 * account that started it, only while it is unpaid, for the amount the server set.
 */
export async function chargeTestTransaction(
  db: Executor,
  input: { accessCode: string; userId: string; outcome: 'success' | 'cancel' },
): Promise<TestChargeOutcome> {
  const status = input.outcome === 'success' ? 'success' : 'abandoned';
  const mine = and(
    eq(testPaymentTransactions.accessCode, input.accessCode),
    eq(testPaymentTransactions.userId, input.userId),
  );
  const [charged] = await db
    .update(testPaymentTransactions)
    .set({ status })
    .where(and(mine, inArray(testPaymentTransactions.status, UNPAID_STATUSES)))
    .returning({ reference: testPaymentTransactions.reference });
  if (charged) return { kind: 'charged', reference: charged.reference, status };
  const [existing] = await db
    .select({ id: testPaymentTransactions.id })
    .from(testPaymentTransactions)
    .where(mine)
    .limit(1);
  return existing ? { kind: 'already-paid' } : { kind: 'not-found' };
}
