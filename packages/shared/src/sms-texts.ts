import { formatDay, serialName } from './warranty-page-texts';

/**
 * The words of the shop's SMS (decision 0026), written once for the server and its tests. Each
 * fits one GSM-7 segment (160 characters) with a realistic order: plain ASCII, amounts as
 * "GHS 1,234.00" (the cedi sign would force UCS-2, 70 characters a segment). Names and
 * reasons are cut to what is left of the budget by the server (modules/messages/sms).
 */
export const SMS_TEXTS = {
  /** The shop's name as the first words of every text, so a sender ID that shows a number still says who writes. */
  signature: 'Kwik Tech',
  /** With the discount code the shopper used (decision 0062), in fewer words, so it still fits one segment. */
  orderPlaced: (orderNumber: string, total: string, trackUrl: string, code?: string) =>
    code
      ? `Kwik Tech: order ${orderNumber} is paid, ${total} (code ${code}). We will text you when it leaves. Track: ${trackUrl}`
      : `Kwik Tech: order ${orderNumber} is paid, ${total}. We are packing it and will text you when it leaves. Track: ${trackUrl}`,
  /**
   * `units`: the serials of the units on the truck with their warranty (unitWarranty), or
   * empty; with them the sentence is shorter, so one phone still fits one segment.
   */
  inTruck: (orderNumber: string, trackUrl: string, units = '') =>
    units
      ? `Kwik Tech: order ${orderNumber} is on the truck. ${units}. Track: ${trackUrl}`
      : `Kwik Tech: order ${orderNumber} is packed and loaded on the truck. Track: ${trackUrl}`,
  /** One unit's serial and its warranty's last day: "IMEI 356938035643809, warranty to 28 Nov 2027". */
  unitWarranty: (serial: string, warrantyUntil: string) =>
    `${serialName(serial)}, warranty to ${formatDay(warrantyUntil)}`,
  /** After the units that fit: the others are on the order page. */
  moreUnits: (count: number) => `+${count} more on the order page`,
  inTransit: (orderNumber: string, phone: string, trackUrl: string) =>
    `Kwik Tech: order ${orderNumber} is on its way. The rider will call you on ${phone}. Track: ${trackUrl}`,
  delivered: (orderNumber: string, trackUrl: string) =>
    `Kwik Tech: order ${orderNumber} is delivered. Thank you! Please confirm it on ${trackUrl}`,
  cancelled: (orderNumber: string, reason: string, refund: string | undefined) =>
    `Kwik Tech: order ${orderNumber} is cancelled: ${reason}.${refund ? ` ${refund} is being refunded to your wallet or card in 5-7 business days.` : ''}`,
  staffNewOrder: (
    orderNumber: string,
    total: string,
    items: number,
    name: string,
    phone: string,
    city: string,
  ) =>
    `Kwik Tech new order ${orderNumber}: ${total}, ${items} item${items === 1 ? '' : 's'}. ${name}, ${phone}, ${city}.`,
  /**
   * A total paid with a discount code (decision 0062): "GHS 2,099.10 (code BLACKFRIDAY)"; the
   * server names the code only where the text keeps its segments with it.
   */
  totalWithCode: (total: string, code: string) => `${total} (code ${code})`,
  lowStock: (name: string, stock: number) => `Kwik Tech low stock: ${name} has ${stock} left.`,
  phoneCode: (code: string) =>
    `Kwik Tech code: ${code}. It expires in 10 minutes. Never share it, we will never ask for it.`,
  spendCapReached: (cap: number) =>
    `Kwik Tech: phone codes are paused for today, SMS spending reached the daily cap of ${cap}. Order texts still go.`,
} as const;
