import { API_MESSAGES } from '@shop/shared';
import type { Executor } from '../../db/client';
import { conflict } from '../../plugins/errors';
import { knownTransaction, requireSuccessfulPayment } from './payment-checks';
import { recordPayment } from './payment-repository';
import type { PaymentProvider, PaystackTransaction } from './provider';

/**
 * POST /api/payments/verify: asks the provider, records what it says for this user, and
 * answers the transaction when it succeeded in cedis. The provider is asked before anything
 * is written: when it does not answer, nothing is. A reference another user claimed is 409.
 */
export async function verifyPayment(
  db: Executor,
  provider: PaymentProvider,
  userId: string,
  reference: string,
): Promise<PaystackTransaction> {
  const answer = await provider.verify(reference);
  const transaction = knownTransaction(answer, reference);
  const payment = await recordPayment(db, { provider: provider.name, transaction, raw: answer, userId });
  if (payment.userId !== userId) throw conflict(API_MESSAGES.referenceUsed);
  return requireSuccessfulPayment(transaction);
}
