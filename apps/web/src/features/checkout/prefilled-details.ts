import { COUNTRIES, type Country, formatPhoneNumber, type Order } from '@shop/shared';
import type { DeliveryDetails } from './delivery-details';

interface Account {
  name: string;
  email: string;
}

const isCountry = (value: string): value is Country => (COUNTRIES as readonly string[]).includes(value);

/**
 * The checkout filled in so that a returning shopper does not type it all again: the name and
 * e-mail from the account, the phone and address from the last order. Only empty fields are
 * filled: whatever the shopper (or a checkout under way) wrote stays. The city the cart chose
 * stays too; the last order's city fills it only when none was chosen.
 */
export function prefilledDetails(
  current: DeliveryDetails,
  account: Account | undefined,
  lastOrder: Order | undefined,
): DeliveryDetails {
  const filled = { ...current };
  const fill = <K extends keyof DeliveryDetails>(name: K, value: DeliveryDetails[K] | undefined) => {
    if (value && !filled[name]) filled[name] = value;
  };
  if (account) {
    // "Ama Serwaa Mensah": the last word is the family name, as on most Ghanaian forms.
    const words = account.name.trim().split(/\s+/).filter(Boolean);
    const [first, ...rest] = words.length > 1 ? [words.slice(0, -1).join(' '), words.at(-1)] : words;
    fill('firstName', first);
    fill('lastName', rest.join(' '));
    fill('email', account.email);
  }
  if (lastOrder) {
    // The country goes with the phone: the number is read with its dial code.
    const sameCountry = !filled.phoneNumber && isCountry(lastOrder.country);
    if (sameCountry) filled.country = lastOrder.country as Country;
    fill('phoneNumber', formatPhoneNumber(lastOrder.phoneNumber));
    fill('street', lastOrder.street);
    fill('city', lastOrder.city);
    fill('state', lastOrder.state);
    fill('zipCode', lastOrder.zipCode);
    fill('digitalAddress', lastOrder.digitalAddress);
  }
  return filled;
}
