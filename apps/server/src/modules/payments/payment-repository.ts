import type { PaymentProviderName } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema';
import type { PaystackTransaction } from './provider';

export type PaymentRow = typeof payments.$inferSelect;

function paidAt(transaction: PaystackTransaction): Date | null {
  if (!transaction.paid_at) return null;
  const date = new Date(transaction.paid_at);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Writes what the provider says about a reference, once per reference however often it is
 * told (verify, retries, webhook deliveries). The first user and order to claim the
 * payment keep it: later writes never move it to someone else.
 */
export async function recordPayment(
  db: Executor,
  input: {
    provider: PaymentProviderName;
    transaction: PaystackTransaction;
    raw: unknown;
    userId?: string;
    orderId?: string;
  },
): Promise<PaymentRow> {
  const { transaction } = input;
  const values = {
    reference: transaction.reference,
    provider: input.provider,
    amountPesewas: transaction.amount,
    currency: transaction.currency,
    status: transaction.status,
    channel: transaction.channel ?? null,
    customerEmail: transaction.customer?.email ?? null,
    userId: input.userId ?? null,
    orderId: input.orderId ?? null,
    raw: input.raw,
    paidAt: paidAt(transaction),
  };
  const [row] = await db
    .insert(payments)
    .values(values)
    .onConflictDoUpdate({
      target: payments.reference,
      set: {
        amountPesewas: values.amountPesewas,
        currency: values.currency,
        status: values.status,
        channel: values.channel,
        customerEmail: values.customerEmail,
        raw: values.raw,
        paidAt: values.paidAt,
        userId: sql`coalesce(${payments.userId}, excluded.user_id)`,
        orderId: sql`coalesce(${payments.orderId}, excluded.order_id)`,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}

export async function findPayment(db: Executor, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
  return row;
}

/** Notes that the provider accepted the refund of the payment. */
export async function markPaymentRefunded(db: Executor, reference: string): Promise<void> {
  const now = new Date();
  await db
    .update(payments)
    .set({ refundedAt: sql`coalesce(${payments.refundedAt}, now())`, updatedAt: now })
    .where(eq(payments.reference, reference));
}
