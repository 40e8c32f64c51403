/**
 * The short number of an order that shoppers and staff say to each other ("my order
 * KTG-1042"): the order's number (numbered from 1001 as orders are placed) behind the shop's
 * prefix. Shown on /track_order, /profile, the admin site and every message about an order.
 */
export const ORDER_NUMBER_PREFIX = 'KTG-';

export const formatOrderNumber = (number: number): string => `${ORDER_NUMBER_PREFIX}${number}`;

/** The number in "KTG-1042", "ktg 1042", "#1042" or "1042"; undefined for anything else. */
export function parseOrderNumber(text: string): number | undefined {
  const match = /^\s*(?:ktg[\s-]*|#)?(\d{1,9})\s*$/i.exec(text);
  return match ? Number(match[1]) : undefined;
}
