import {
  formatGhs,
  formatPhoneNumber,
  type Order,
  type OrderStatus,
  PAY_ON_DELIVERY_TEXTS,
  PICKUP_COUNTER_TEXTS,
  PICKUP_TEXTS,
  pickupPlaceOfOrder,
  SMS_TEXTS,
} from '@shop/shared';
import type { MailContext } from '../email/templates/layout';
import type { SmsMessage } from '../outbox/outbox-repository';
import { fitAround, gsmSafe, segmentsOf, TWO_SEGMENTS } from './gsm-text';
import { type CounterFacts, pickupReadyText } from './pickup-sms';

const trackUrl = (context: MailContext) => `${context.origin}/track_order`;

const isToPayOnDelivery = (order: Order) => order.paymentStatus === 'To pay on delivery';

/**
 * A text that states the order's total, naming the discount code the shopper used beside it
 * (decision 0062) when the text takes no more segments with it than without: an order without
 * a code, or whose code would cost a segment, reads as before. `build` writes the text with the
 * code, or without when it is given none.
 */
function namingCode(order: Order, build: (code: string | undefined) => string): string {
  const plain = build(undefined);
  const code = order.discount?.code;
  if (!code) return plain;
  const named = build(code);
  return segmentsOf(named).segments <= segmentsOf(plain).segments ? named : plain;
}

/** The total as a text states it: "GHS 2,099.10", or "GHS 2,099.10 (code BLACKFRIDAY)". */
const totalOf = (order: Order, code: string | undefined) =>
  code ? SMS_TEXTS.totalWithCode(formatGhs(order.total), code) : formatGhs(order.total);

/**
 * To the shopper, when the order is Paid: its number, total, what comes next, the link; or,
 * placed to pay on delivery, the amount to have ready for the rider.
 */
export function orderPlacedSms(context: MailContext, order: Order): SmsMessage {
  // A pickup names its branch instead (decision 0069).
  const place = pickupPlaceOfOrder(order);
  if (place) {
    const total = formatGhs(order.total);
    return {
      kind: 'order-confirmation',
      to: order.phoneNumber,
      text: gsmSafe(
        isToPayOnDelivery(order)
          ? PICKUP_TEXTS.sms.placedAtCounter(order.orderNumber, total, place, trackUrl(context))
          : PICKUP_TEXTS.sms.paid(order.orderNumber, total, place, trackUrl(context)),
      ),
    };
  }
  return {
    kind: 'order-confirmation',
    to: order.phoneNumber,
    text: namingCode(order, (code) =>
      isToPayOnDelivery(order)
        ? PAY_ON_DELIVERY_TEXTS.sms.placed(order.orderNumber, totalOf(order, code), trackUrl(context))
        : SMS_TEXTS.orderPlaced(order.orderNumber, formatGhs(order.total), trackUrl(context), code),
    ),
  };
}

/** The units of the order with a serial recorded, as the texts name them. */
const soldUnits = (order: Order) =>
  order.items.flatMap((item) => (item.serials ?? []).filter((unit) => unit.state === 'sold'));

/**
 * Each unit's serial and warranty ("IMEI 356938035643809, warranty to 28 Nov 2027"), as many
 * as keep `build` within two segments; the others are counted ("+2 more on the order page").
 * Empty when no serial was recorded (an order without phones, or one staff move on without).
 */
function unitsWithin(order: Order, build: (units: string) => string): string {
  const units = soldUnits(order).map((unit) => SMS_TEXTS.unitWarranty(unit.serial, unit.warrantyUntil));
  for (let shown = units.length; shown > 0; shown -= 1) {
    const left = units.length - shown;
    const text = [...units.slice(0, shown), ...(left > 0 ? [SMS_TEXTS.moreUnits(left)] : [])].join('; ');
    if (build(text).length <= TWO_SEGMENTS) return text;
  }
  return units.length > 0 ? SMS_TEXTS.moreUnits(units.length) : '';
}

/** A text followed by the units' serials, when there are any. */
function withUnits(order: Order, text: string): string {
  const units = unitsWithin(order, (listed) => `${text} ${listed}.`);
  return units ? `${text} ${units}.` : text;
}

/** To the shopper, when the rider's collection at the door is recorded (pay on delivery): a receipt. */
export function collectedSms(order: Order): SmsMessage {
  return {
    kind: 'order-status',
    to: order.phoneNumber,
    text: namingCode(order, (code) =>
      PAY_ON_DELIVERY_TEXTS.sms.collected(order.orderNumber, totalOf(order, code)),
    ),
  };
}

/**
 * To the shopper at each move staff make (and the shopper's own Confirm Delivery); a pickup's
 * Ready for pickup with its counter's code and branch (decision 0069).
 */
export function orderStatusSms(
  context: MailContext,
  order: Order,
  status: OrderStatus,
  refunding: boolean,
  counter?: CounterFacts,
): SmsMessage | undefined {
  const texts = SMS_TEXTS;
  const number = order.orderNumber;
  const text = {
    Pending: undefined,
    // An order to pay on delivery: the amount to have ready, so the cash is found before the rider calls.
    // With the serial and warranty of each unit that left (decision 0061), for the shopper to keep.
    'In Truck': isToPayOnDelivery(order)
      ? withUnits(order, PAY_ON_DELIVERY_TEXTS.sms.inTruck(number, formatGhs(order.total), trackUrl(context)))
      : texts.inTruck(
          number,
          trackUrl(context),
          unitsWithin(order, (units) => texts.inTruck(number, trackUrl(context), units)),
        ),
    // An order to pay on delivery: the amount to have ready instead of the link.
    'In Transit': isToPayOnDelivery(order)
      ? PAY_ON_DELIVERY_TEXTS.sms.inTransit(
          number,
          formatGhs(order.total),
          formatPhoneNumber(order.phoneNumber),
        )
      : texts.inTransit(number, formatPhoneNumber(order.phoneNumber), trackUrl(context)),
    'Ready for pickup': counter ? pickupReadyText(order, counter) : undefined,
    // A pickup handed over at the counter is Picked up (decision 0069): nothing left to confirm.
    Delivered:
      order.fulfilment === 'pickup'
        ? withUnits(order, PICKUP_COUNTER_TEXTS.sms.pickedUp(number))
        : texts.delivered(number, trackUrl(context)),
    Cancelled: fitAround(
      (reason) => texts.cancelled(number, reason, refunding ? formatGhs(order.total) : undefined),
      (order.cancelReason ?? '').replace(/[.\s]+$/, ''),
    ),
  }[status];
  if (!text) return undefined;
  // A pickup's code goes as the message's secret (pickup-sms.ts).
  const secret = status === 'Ready for pickup' && counter ? { secret: counter.code } : {};
  return { kind: 'order-status', to: order.phoneNumber, text, ...secret };
}

/** To each staff phone, when an order is Paid, or placed to pay on delivery (the amount to collect). */
export function staffNewOrderSms(order: Order, to: string): SmsMessage {
  const items = order.items.reduce((sum, item) => sum + item.quantity, 0);
  // A pickup names its branch where a delivery names its city (decision 0069).
  const pickupBranch = order.fulfilment === 'pickup' ? order.branch?.name : undefined;
  const city = gsmSafe(pickupBranch ? PICKUP_TEXTS.staffPickupAt(pickupBranch) : order.city).slice(0, 40);
  const words = isToPayOnDelivery(order) ? PAY_ON_DELIVERY_TEXTS.sms.staffNewOrder : SMS_TEXTS.staffNewOrder;
  const text = namingCode(order, (code) =>
    fitAround(
      (name) =>
        words(
          order.orderNumber,
          totalOf(order, code),
          items,
          name,
          formatPhoneNumber(order.phoneNumber),
          city,
        ),
      `${order.firstName} ${order.lastName}`,
    ),
  );
  return { kind: 'staff-new-order', to, text };
}

/** To each staff phone, when a sale brings a product down to its low-stock mark. */
export function lowStockSms(product: { name: string; stock: number }, to: string): SmsMessage {
  return {
    kind: 'low-stock',
    to,
    text: fitAround((name) => SMS_TEXTS.lowStock(name, product.stock), product.name),
  };
}
