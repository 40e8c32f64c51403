import {
  API_MESSAGES,
  type Country,
  normalizePhoneNumber,
  PICKUP_MESSAGES,
  type PickupBranch,
  type startCheckoutBodySchema,
} from '@shop/shared';
import type { z } from 'zod';
import { badRequest, conflict } from '../../../../plugins/errors';
import { type DeliveryFeeRow, findDeliveryFeeForCity } from '../../../delivery';
import { findPickupBranch } from '../../order-branch';
import type { OrderRow } from '../../order-mapper';
import type { CheckoutDependencies } from '../dependencies';

export type StartInput = z.output<typeof startCheckoutBodySchema>;

/**
 * The delivery details an order keeps, as the start reads them from its body. `branchId` is a
 * pickup's branch; null for a delivery, whose branch (the one filling deliveries) is read in
 * the start's transaction.
 */
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
  | 'fulfilment'
  | 'branchId'
>;

/** What a start reads of its body: the details, the fee charged, and a pickup's branch. */
export interface ReadDetails {
  details: OrderDetails;
  fee: DeliveryFeeRow;
  /** The branch a pickup is collected at; null for a delivery. */
  pickupBranch: PickupBranch | null;
}

/** A pickup pays no delivery fee (decision 0069): the fee row it is figured with. */
function pickupFee(branch: PickupBranch): DeliveryFeeRow {
  const now = new Date();
  return { id: 0, city: branch.city, feePesewas: 0, createdAt: now, updatedAt: now };
}

/**
 * The first step of a start: the phone written as E.164 and the city's delivery fee, or a
 * pickup's branch (open and offering pickup, 409 otherwise) with no fee, each refused before
 * anything is read of the account. The city is kept as the shop spells it.
 */
export async function readOrderDetails(
  deps: Pick<CheckoutDependencies, 'db'>,
  input: StartInput,
): Promise<ReadDetails> {
  const phoneNumber = normalizePhoneNumber(input.phoneNumber, input.country as Country);
  if (!phoneNumber) throw badRequest(API_MESSAGES.invalidPhone);
  const common = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    state: input.state,
    zipCode: input.zipCode,
    digitalAddress: input.digitalAddress,
    country: input.country,
    phoneNumber,
    paymentMethod: input.paymentMethod,
  };
  if (input.fulfilment === 'pickup') {
    const branch = await findPickupBranch(deps.db, input.pickupBranchId ?? 0);
    if (!branch) throw conflict(PICKUP_MESSAGES.branchNotOffered);
    return {
      details: {
        ...common,
        street: input.street,
        city: input.city,
        fulfilment: 'pickup',
        branchId: branch.id,
      },
      fee: pickupFee(branch),
      pickupBranch: branch,
    };
  }
  const fee = await findDeliveryFeeForCity(deps.db, input.city);
  if (!fee) throw badRequest(API_MESSAGES.unknownCity(input.city));
  return {
    details: { ...common, street: input.street, city: fee.city, fulfilment: 'delivery', branchId: null },
    fee,
    pickupBranch: null,
  };
}
