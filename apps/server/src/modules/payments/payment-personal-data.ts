import { eraseWordsInJson } from '@shop/shared';
import { eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments, testPaymentTransactions } from '../../db/schema';

function paymentsOf(userId: string, orderIds: string[]) {
  const byOrder = orderIds.length > 0 ? inArray(payments.orderId, orderIds) : undefined;
  return or(eq(payments.userId, userId), byOrder);
}

/** The shopper's payments as the shop recorded them, for "Download my data" (decision 0071). */
export async function paymentDataOf(db: Executor, userId: string, orderIds: string[]) {
  // The provider's raw answer is left out: it is the shop's record for disputes, in its words.
  return db
    .select({
      reference: payments.reference,
      orderId: payments.orderId,
      provider: payments.provider,
      amountPesewas: payments.amountPesewas,
      currency: payments.currency,
      status: payments.status,
      channel: payments.channel,
      customerEmail: payments.customerEmail,
      paidAt: payments.paidAt,
      refundedAt: payments.refundedAt,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(paymentsOf(userId, orderIds));
}

/**
 * The payments of an erased account stay, with their amounts and references (the sales
 * records tax law keeps), and lose the e-mail and every word in the provider's record that
 * named the shopper; the built-in test provider's transactions lose their address too.
 */
export async function erasePaymentContacts(
  db: Executor,
  userId: string,
  orderIds: string[],
  words: string[],
): Promise<void> {
  const rows = await db
    .select({ id: payments.id, raw: payments.raw })
    .from(payments)
    .where(paymentsOf(userId, orderIds));
  for (const row of rows) {
    await db
      .update(payments)
      .set({ customerEmail: null, raw: eraseWordsInJson(row.raw, words), updatedAt: new Date() })
      .where(eq(payments.id, row.id));
  }
  await db
    .update(testPaymentTransactions)
    .set({ email: '' })
    .where(
      or(
        eq(testPaymentTransactions.userId, userId),
        words.length > 0 ? inArray(testPaymentTransactions.email, words) : undefined,
      ),
    );
}
