import { orderKeys } from '../orders/order-keys';

/**
 * The query keys of returns and credit notes: under the shopper's orders, so that a logout or
 * an expired session forgets them with the orders (api/shopper-data.ts).
 */
export const returnKeys = {
  all: [...orderKeys.all, 'returns'] as const,
  /** GET /api/returns: every request of the shopper, read once per page by every order card. */
  mine: [...orderKeys.all, 'returns', 'mine'] as const,
  /** GET /api/orders/:id/returns: what an order may still ask. */
  order: (orderId: string) => [...orderKeys.all, 'returns', 'order', orderId] as const,
  creditNote: (orderId: string, number: string) =>
    [...orderKeys.all, 'returns', 'credit-note', orderId, number] as const,
  photo: (url: string) => [...orderKeys.all, 'returns', 'photo', url] as const,
};
