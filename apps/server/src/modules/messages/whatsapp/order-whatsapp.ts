import {
  collectByDay,
  formatGhs,
  formatPhoneNumber,
  type Order,
  type OrderStatus,
  PICKUP_COUNTER_TEXTS,
  PICKUP_TEXTS,
  pickupPlaceOfOrder,
  SECRET_MASK,
  WHATSAPP_ORDER_UPDATES,
} from '@shop/shared';
import type { MailContext } from '../email/templates/layout';
import type { WhatsAppMessage } from '../outbox/outbox-repository';
import { type CounterFacts, placeOf } from '../sms/pickup-sms';
import { whatsAppTemplateMessage } from './whatsapp-message';

/**
 * The shopper's order updates by WhatsApp (decision 0066), for a shopper who chose them instead of
 * the order texts (sms/order-sms.ts): the same news, in the `order_update` template, to the
 * order's phone, with the same kinds, so the outbox and the spend cap treat them alike.
 */

const trackUrl = (context: MailContext) => `${context.origin}/track_order`;
const isToPayOnDelivery = (order: Order) => order.paymentStatus === 'To pay on delivery';

function orderUpdate(
  context: MailContext,
  order: Order,
  kind: string,
  happened: string,
  language: string,
): WhatsAppMessage {
  return whatsAppTemplateMessage(
    kind,
    order.phoneNumber,
    'orderUpdate',
    [order.firstName, order.orderNumber, happened, trackUrl(context)],
    language,
  );
}

/** When the order is Paid, or placed to pay on delivery (the amount to have ready). */
export function orderPlacedWhatsApp(context: MailContext, order: Order, language: string): WhatsAppMessage {
  const total = formatGhs(order.total);
  // A pickup names its branch (decision 0069).
  const place = pickupPlaceOfOrder(order);
  const happened = place
    ? isToPayOnDelivery(order)
      ? PICKUP_TEXTS.whatsApp.placedAtCounter(total, place)
      : PICKUP_TEXTS.whatsApp.paid(total, place)
    : isToPayOnDelivery(order)
      ? WHATSAPP_ORDER_UPDATES.placedToPayOnDelivery(total)
      : WHATSAPP_ORDER_UPDATES.paid(total);
  return orderUpdate(context, order, 'order-confirmation', happened, language);
}

/** When the rider's collection at the door is recorded (pay on delivery): a receipt. */
export function collectedWhatsApp(context: MailContext, order: Order, language: string): WhatsAppMessage {
  return orderUpdate(
    context,
    order,
    'order-status',
    WHATSAPP_ORDER_UPDATES.collected(formatGhs(order.total)),
    language,
  );
}

/**
 * At each move staff make (and the shopper's own Confirm Delivery); none for Pending. A pickup's
 * Ready for pickup names its branch and code (decision 0069).
 */
export function orderStatusWhatsApp(
  context: MailContext,
  order: Order,
  status: OrderStatus,
  refunding: boolean,
  language: string,
  counter?: CounterFacts,
): WhatsAppMessage | undefined {
  const words = WHATSAPP_ORDER_UPDATES;
  const amount = formatGhs(order.total);
  const phone = formatPhoneNumber(order.phoneNumber);
  const happened = {
    Pending: undefined,
    'In Truck': isToPayOnDelivery(order) ? words.inTruckToPayOnDelivery(amount) : words.inTruck,
    'In Transit': isToPayOnDelivery(order)
      ? words.inTransitToPayOnDelivery(amount, phone)
      : words.inTransit(phone),
    'Ready for pickup': counter
      ? PICKUP_COUNTER_TEXTS.whatsApp.ready(placeOf(counter), SECRET_MASK)
      : undefined,
    Delivered: order.fulfilment === 'pickup' ? PICKUP_COUNTER_TEXTS.whatsApp.pickedUp : words.delivered,
    Cancelled: words.cancelled(
      (order.cancelReason ?? '').replace(/[.\s]+$/, '') || '-',
      refunding ? amount : undefined,
    ),
  }[status];
  if (!happened) return undefined;
  const message = orderUpdate(context, order, 'order-status', happened, language);
  // A pickup's code is the message's secret, as in its SMS: staff reading the outbox see the mask.
  return status === 'Ready for pickup' && counter ? { ...message, secret: counter.code } : message;
}

/** A day before a pickup's hold ends (decision 0069): where, by when, with which code. */
export function pickupReminderWhatsApp(
  context: MailContext,
  order: Order,
  counter: CounterFacts,
  language: string,
): WhatsAppMessage {
  const happened = PICKUP_COUNTER_TEXTS.whatsApp.reminder(
    counter.branch.name,
    collectByDay(counter.collectBy),
    SECRET_MASK,
  );
  return { ...orderUpdate(context, order, 'order-status', happened, language), secret: counter.code };
}
