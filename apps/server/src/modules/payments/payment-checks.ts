import { API_MESSAGES, CURRENCY } from '@shop/shared';
import { badRequest, HttpError } from '../../plugins/errors';
import type { PaystackTransaction, PaystackVerifyAnswer } from './provider';

const paymentRequired = (message: string) => new HttpError(402, message);

/** The transaction, when the provider knows this reference; otherwise 400. */
export function knownTransaction(answer: PaystackVerifyAnswer, reference: string): PaystackTransaction {
  if (!answer.status || !answer.data || answer.data.reference !== reference) {
    throw badRequest(API_MESSAGES.paymentNotFound);
  }
  return answer.data;
}

/** Refuses (402) a transaction that did not succeed or was not paid in cedis. */
export function requireSuccessfulPayment(transaction: PaystackTransaction): PaystackTransaction {
  if (transaction.status === 'abandoned') throw paymentRequired(API_MESSAGES.paymentCancelled);
  if (transaction.status !== 'success') throw paymentRequired(API_MESSAGES.paymentNotSuccessful);
  if (transaction.currency !== CURRENCY) throw paymentRequired(API_MESSAGES.paymentWrongCurrency);
  return transaction;
}
