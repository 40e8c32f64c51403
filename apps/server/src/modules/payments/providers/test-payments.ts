import { randomBytes } from 'node:crypto';
import { CURRENCY } from '@shop/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { testPaymentTransactions } from '../../../db/schema';
import { type Charge, type ChargeState, type PaymentProvider, RefundRefusedError } from '../provider';

export const TEST_CHANNEL = 'test';

/** Why the test provider refuses a partial refund: more than is left of a paid charge. */
export const TEST_REFUND_REFUSAL = 'Refund amount is more than what is left of the transaction';

/** A transaction nobody has paid yet: just initialised, or cancelled in the dialog. */
const UNPAID_STATUSES = ['initialized', 'abandoned'];

/** The test transaction's status in the shop's words. */
const CHARGE_STATE_OF: Record<string, ChargeState> = {
  initialized: 'started',
  abandoned: 'started',
  success: 'settled',
  reversed: 'refunded',
};

/**
 * The built-in test provider: initiating a charge records a transaction (reference,
 * access code, email, amount, the account), the test dialog pays it (POST
 * /api/payments/test/charge), looking it up reads it back, refunding marks it reversed (a
 * partial refund adds to refunded_pesewas, never past the charge, and reverses it once whole).
 */
export function testProvider(db: () => Executor): PaymentProvider {
  return {
    name: 'test',
    // It is this shop's own database: no wait beyond the margin checkout gives every provider.
    answersWithinMs: 0,

    async initiate(payment) {
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

    async verify(reference): Promise<Charge | undefined> {
      const [row] = await db()
        .select()
        .from(testPaymentTransactions)
        .where(eq(testPaymentTransactions.reference, reference))
        .limit(1);
      if (!row) return undefined;
      // Its word for an unpaid charge is the one Paystack uses, so verify answers alike for both.
      const providerStatus = row.status === 'initialized' ? 'abandoned' : row.status;
      const paidAt = row.status === 'success' ? row.createdAt : null;
      const charge = {
        reference: row.reference,
        amountPesewas: row.amountPesewas,
        currency: CURRENCY,
        channel: TEST_CHANNEL,
        customerEmail: row.email,
      };
      return {
        ...charge,
        state: CHARGE_STATE_OF[row.status] ?? 'failed',
        providerStatus,
        paidAt,
        // The record staff see beside the order, laid out as a Paystack one is.
        raw: {
          status: true,
          message: 'Verification successful',
          data: {
            status: providerStatus,
            reference: row.reference,
            amount: row.amountPesewas,
            currency: CURRENCY,
            channel: TEST_CHANNEL,
            paid_at: paidAt?.toISOString() ?? null,
            customer: { email: row.email },
          },
        },
      };
    },

    async refund(reference, part) {
      if (!part) {
        await db()
          .update(testPaymentTransactions)
          .set({ status: 'reversed', refundedAt: new Date() })
          .where(eq(testPaymentTransactions.reference, reference));
        return;
      }
      // One statement, so two refunds at once cannot both pass what is left of the charge.
      const [refunded] = await db()
        .update(testPaymentTransactions)
        .set({
          refundedPesewas: sql`${testPaymentTransactions.refundedPesewas} + ${part.amountPesewas}`,
          status: sql`case when ${testPaymentTransactions.refundedPesewas} + ${part.amountPesewas} >= ${testPaymentTransactions.amountPesewas} then 'reversed' else ${testPaymentTransactions.status} end`,
          refundedAt: new Date(),
        })
        .where(
          and(
            eq(testPaymentTransactions.reference, reference),
            eq(testPaymentTransactions.status, 'success'),
            sql`${testPaymentTransactions.refundedPesewas} + ${part.amountPesewas} <= ${testPaymentTransactions.amountPesewas}`,
          ),
        )
        .returning({ id: testPaymentTransactions.id });
      if (!refunded) throw new RefundRefusedError(TEST_REFUND_REFUSAL);
    },

    /*
     * It keeps no note of its refunds (only what they add up to), so it cannot say which one it
     * made. It answers every refund in this process, in one statement, before the caller goes
     * on: the caller always hears yes or no, so the lost answer a look-up guards against does
     * not happen, and "none" lets a failed refund be asked again as before. A crash between its
     * statement and the shop's record is the one gap; it moves no real money, and the charge's
     * cap still holds (never past what was paid).
     */
    async findRefund() {
      return undefined;
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
