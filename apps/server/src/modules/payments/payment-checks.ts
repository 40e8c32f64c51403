import { API_MESSAGES, CURRENCY } from '@shop/shared';
import { badRequest, HttpError } from '../../plugins/errors';
import type { Charge } from './provider';

const paymentRequired = (message: string) => new HttpError(402, message);

/** The charge, when the provider knows this reference; otherwise 400. */
export function knownCharge(charge: Charge | undefined): Charge {
  if (!charge) throw badRequest(API_MESSAGES.paymentNotFound);
  return charge;
}

/** Refuses (402) a charge that did not settle or was not paid in cedis. */
export function requireSettledCharge(charge: Charge): Charge {
  if (charge.state === 'started') throw paymentRequired(API_MESSAGES.paymentCancelled);
  if (charge.state !== 'settled') throw paymentRequired(API_MESSAGES.paymentNotSuccessful);
  if (charge.currency !== CURRENCY) throw paymentRequired(API_MESSAGES.paymentWrongCurrency);
  return charge;
}
