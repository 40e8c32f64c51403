/**
 * What /order hands /track_order in the router's state after placing an order to pay on
 * delivery: its number and what to have ready for the rider, in the server's words. The
 * state survives a reload of the page (the browser keeps it in its history entry).
 */
export interface PlacedOnDelivery {
  orderNumber: string;
  message: string;
}

export const placedOnDeliveryState = (placed: PlacedOnDelivery) => ({ placedOnDelivery: placed });

/** The placed order in a location's state, if the page was reached that way. */
export function readPlacedOnDelivery(state: unknown): PlacedOnDelivery | null {
  if (!state || typeof state !== 'object' || !('placedOnDelivery' in state)) return null;
  const placed = (state as { placedOnDelivery: unknown }).placedOnDelivery;
  if (!placed || typeof placed !== 'object') return null;
  const { orderNumber, message } = placed as Partial<PlacedOnDelivery>;
  return typeof orderNumber === 'string' && typeof message === 'string' ? { orderNumber, message } : null;
}
