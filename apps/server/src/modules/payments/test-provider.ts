import { CURRENCY } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { testPaymentTransactions } from '../../db/schema';
import type { PaymentProvider, PaystackVerifyAnswer } from './provider';

export const TEST_CHANNEL = 'test';

/** The built-in provider: reads back what POST /api/payments/test/charge recorded, in Paystack's shape. */
export function testProvider(db: () => Executor): PaymentProvider {
  return {
    name: 'test',
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
          status: row.status,
          reference: row.reference,
          amount: row.amountPesewas,
          currency: CURRENCY,
          channel: TEST_CHANNEL,
          paid_at: row.status === 'success' ? row.createdAt.toISOString() : null,
          customer: { email: row.email },
        },
      };
    },
  };
}

/** Records a test transaction; answers false when the reference was used before (Paystack refuses those too). */
export async function recordTestTransaction(
  db: Executor,
  values: { reference: string; email: string; amountPesewas: number; status: 'success' | 'abandoned' },
): Promise<boolean> {
  const rows = await db
    .insert(testPaymentTransactions)
    .values(values)
    .onConflictDoNothing({ target: testPaymentTransactions.reference })
    .returning({ id: testPaymentTransactions.id });
  return rows.length > 0;
}
