import type { CheckoutState, StartCheckoutBody } from '@shop/shared';
import { readLastingShopperValue, writeLastingShopperValue } from '../../lib/shopper-storage';
import type { DeliveryDetails } from './delivery-details';

/**
 * The checkout a shopper pressed Pay for, kept until its order is placed (decision 0039):
 * a connection that drops after Pay, a reload, or the installed app reopened later brings the
 * shopper back to the same pending order. /order starts it again with the same body, and the
 * server answers with the order it already holds (same stock hold, same payment): paid, being
 * confirmed, or awaiting payment. Never a second order.
 *
 * A lasting shopper value: forgotten when the token changes hands (lib/shopper-storage.ts), so
 * another login on a shared phone never sees it.
 */
const NAME = 'pending-checkout';

export interface PendingCheckout {
  checkout: StartCheckoutBody;
  /** What the server last said of it, shown while there is no connection. */
  state?: CheckoutState;
}

export function readPendingCheckout(): PendingCheckout | undefined {
  try {
    const stored = JSON.parse(readLastingShopperValue(NAME) || 'null') as PendingCheckout | null;
    return stored?.checkout ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function keepPendingCheckout(pending: PendingCheckout): void {
  writeLastingShopperValue(NAME, JSON.stringify(pending));
}

export function forgetPendingCheckout(): void {
  writeLastingShopperValue(NAME, '');
}

/** The delivery form as the shopper filled it for the kept checkout. */
export function deliveryDetailsOf({ checkout }: PendingCheckout): DeliveryDetails {
  return {
    firstName: checkout.firstName,
    lastName: checkout.lastName,
    email: checkout.email,
    street: checkout.street ?? '',
    city: checkout.city ?? '',
    state: checkout.state ?? '',
    zipCode: checkout.zipCode ?? '',
    digitalAddress: checkout.digitalAddress ?? '',
    // Written by checkoutBody from the form's own country.
    country: checkout.country as DeliveryDetails['country'],
    phoneNumber: checkout.phoneNumber,
  };
}
