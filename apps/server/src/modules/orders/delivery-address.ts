import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema';

/*
 * A delivery address as pay on delivery's limits compare it (decision 0044): "12 Oxford
 * Street, Osu" in Accra and "12 oxford street osu." in ACCRA are one place, so a new account
 * typing the address another way is still the same door.
 */

/** Lower-case letters and digits only, accents dropped: what is left when case, spaces and punctuation go. */
function lettersAndDigits(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The address's key: its street and its city, each without case, spaces or punctuation. */
export function deliveryAddressKey(street: string, city: string): string {
  return `${lettersAndDigits(street)}|${lettersAndDigits(city)}`;
}

/** The address as staff read it. */
export const deliveryAddressLabel = (street: string, city: string) => `${street.trim()}, ${city.trim()}`;

/** The phones and addresses a customer's orders were delivered to: a person's places, by account. */
export interface DeliveryPlaces {
  phones: string[];
  addresses: { key: string; label: string }[];
}

/**
 * For staff: the phones and addresses on the accounts' orders (one query), to show what
 * blocks pay on delivery and to restore a person's phone and address with the account.
 */
export async function deliveryPlacesOf(
  db: Executor,
  userIds: string[],
): Promise<Map<string, DeliveryPlaces>> {
  const places = new Map<string, DeliveryPlaces>(userIds.map((id) => [id, { phones: [], addresses: [] }]));
  if (userIds.length === 0) return places;
  const rows = await db
    .selectDistinctOn([orders.userId, orders.phoneNumber, orders.deliveryAddressKey], {
      userId: orders.userId,
      phone: orders.phoneNumber,
      addressKey: orders.deliveryAddressKey,
      street: orders.street,
      city: orders.city,
    })
    .from(orders)
    .where(inArray(orders.userId, userIds));
  for (const row of rows) {
    const place = places.get(row.userId)!;
    if (!place.phones.includes(row.phone)) place.phones.push(row.phone);
    const key = row.addressKey ?? deliveryAddressKey(row.street, row.city);
    if (!place.addresses.some((address) => address.key === key)) {
      place.addresses.push({ key, label: deliveryAddressLabel(row.street, row.city) });
    }
  }
  return places;
}
