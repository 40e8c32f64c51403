import { orderKeys } from '../orders/order-keys';

/**
 * The query keys of back-in-stock alerts (decision 0066). What an account waits for is the
 * shopper's own: kept under their orders, so that a logout or an expired session forgets it
 * with them (api/shopper-data.ts).
 */
export const stockAlertKeys = {
  /** GET /api/product/:id/stock-alerts/mine: the variants of one product this account waits for. */
  mine: (productId: number) => [...orderKeys.all, 'stock-alerts', productId] as const,
};
