import type { PaymentProviderName } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema';
import type { Charge } from './provider';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * Writes what the provider says about a reference, once per reference however often it is
 * told (verify, retries, webhook deliveries). The first user and order to claim the
 * payment keep it: later writes never move it to someone else.
 */
export async function recordPayment(
  db: Executor,
  input: {
    provider: PaymentProviderName;
    charge: Charge;
    userId?: string;
    orderId?: string;
  },
): Promise<PaymentRow> {
  const { charge } = input;
  const values = {
    reference: charge.reference,
    provider: input.provider,
    amountPesewas: charge.amountPesewas,
    currency: charge.currency,
    status: charge.providerStatus,
    channel: charge.channel,
    customerEmail: charge.customerEmail,
    userId: input.userId ?? null,
    orderId: input.orderId ?? null,
    raw: charge.raw,
    paidAt: charge.paidAt,
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
