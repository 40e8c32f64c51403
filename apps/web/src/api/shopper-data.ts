import type { QueryCache, QueryClient } from '@tanstack/react-query';
import { cartKeys } from './cart/cart-keys';
import { orderKeys } from './orders/order-keys';
import { phoneKeys } from './phone/phone-keys';
import { profileKeys } from './profile/profile-keys';

/** Cached answers that belong to one shopper and must not outlive their session. */
const shopperQueryKeys = [cartKeys.all, profileKeys.all, orderKeys.all, phoneKeys.all] as const;

/** Forgets the shopper's cart, profile, orders and phone, on logout and when the session expires. */
export function removeShopperData(queryCache: QueryCache): void {
  for (const queryKey of shopperQueryKeys) {
    for (const query of queryCache.findAll({ queryKey })) queryCache.remove(query);
  }
}

/**
 * Stops the shopper's answers still on their way, before their token is revoked: the server
 * would refuse them a moment later, and each refusal is an error in the browser's console.
 */
export async function cancelShopperQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all(shopperQueryKeys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
}
