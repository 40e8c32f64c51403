import { API_MESSAGES, type Country, normalizePhoneNumber, type startCheckoutBodySchema } from '@shop/shared';
import type { z } from 'zod';
import { badRequest } from '../../../../plugins/errors';
import { type DeliveryFeeRow, findDeliveryFeeForCity } from '../../../delivery';
import type { OrderRow } from '../../order-mapper';
import type { CheckoutDependencies } from '../dependencies';

export type StartInput = z.output<typeof startCheckoutBodySchema>;

/** The delivery details an order keeps, as the start reads them from its body. */
export type OrderDetails = Pick<
  OrderRow,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'street'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'digitalAddress'
  | 'country'
  | 'phoneNumber'
  | 'paymentMethod'
>;

/**
 * The first step of a start: the phone written as E.164 and the city's delivery fee, each
 * refused (400) before anything is read of the account. The city is kept as the shop spells it.
 */
export async function readOrderDetails(
  deps: Pick<CheckoutDependencies, 'db'>,
  input: StartInput,
): Promise<{ details: OrderDetails; fee: DeliveryFeeRow }> {
  const phoneNumber = normalizePhoneNumber(input.phoneNumber, input.country as Country);
  if (!phoneNumber) throw badRequest(API_MESSAGES.invalidPhone);
  const fee = await findDeliveryFeeForCity(deps.db, input.city);
  if (!fee) throw badRequest(API_MESSAGES.unknownCity(input.city));
  const details: OrderDetails = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    street: input.street,
    city: fee.city,
    state: input.state,
    zipCode: input.zipCode,
    digitalAddress: input.digitalAddress,
    country: input.country,
    phoneNumber,
    paymentMethod: input.paymentMethod,
  };
  return { details, fee };
}
