import type { OrderStatus } from './order-states';

/**
 * Pickup at a branch (decision 0069): an order is delivered to the shopper's address or
 * collected at a branch that offers pickup, free of delivery fees.
 */
export const FULFILMENTS = ['delivery', 'pickup'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

/** The code the shopper shows at the counter: six digits, sent when the order is ready. */
export const PICKUP_CODE_LENGTH = 6;
/** Wrong codes at the counter before the code locks and staff must issue a new one. */
export const PICKUP_CODE_TRIES = 5;
/** Days a ready pickup waits before it is cancelled and its stock released (PICKUP_HOLD_DAYS). */
export const DEFAULT_PICKUP_HOLD_DAYS = 7;

/** A status as shoppers and staff read it: a pickup handed over is "Picked up", not "Delivered". */
export function orderStatusLabel(status: OrderStatus, fulfilment: Fulfilment = 'delivery'): string {
  return fulfilment === 'pickup' && status === 'Delivered' ? 'Picked up' : status;
}
