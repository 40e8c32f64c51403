import {
  formatGhs,
  formatPhoneNumber,
  type Order,
  type OrderStatus,
  PAY_ON_DELIVERY_TEXTS,
  SMS_TEXTS,
} from '@shop/shared';
import type { MailContext } from '../email/templates/layout';
import type { SmsMessage } from '../outbox/outbox-repository';
import { fitAround, gsmSafe } from './gsm-text';

const trackUrl = (context: MailContext) => `${context.origin}/track_order`;

const isToPayOnDelivery = (order: Order) => order.paymentStatus === 'To pay on delivery';

/**
 * To the shopper, when the order is Paid: its number, total, what comes next, the link; or,
 * placed to pay on delivery, the amount to have ready for the rider.
 */
export function orderPlacedSms(context: MailContext, order: Order): SmsMessage {
  const total = formatGhs(order.total);
  return {
    kind: 'order-confirmation',
    to: order.phoneNumber,
    text: isToPayOnDelivery(order)
      ? PAY_ON_DELIVERY_TEXTS.sms.placed(order.orderNumber, total, trackUrl(context))
      : SMS_TEXTS.orderPlaced(order.orderNumber, total, trackUrl(context)),
  };
}

/** To the shopper, when the rider's collection at the door is recorded (pay on delivery): a receipt. */
export function collectedSms(order: Order): SmsMessage {
  return {
    kind: 'order-status',
    to: order.phoneNumber,
    text: PAY_ON_DELIVERY_TEXTS.sms.collected(order.orderNumber, formatGhs(order.total)),
  };
}

/** To the shopper at each move staff make (and the shopper's own Confirm Delivery). */
export function orderStatusSms(
  context: MailContext,
  order: Order,
  status: OrderStatus,
  refunding: boolean,
): SmsMessage | undefined {
  const texts = SMS_TEXTS;
  const number = order.orderNumber;
  const text = {
    Pending: undefined,
    // An order to pay on delivery: the amount to have ready, so the cash is found before the rider calls.
    'In Truck': isToPayOnDelivery(order)
      ? PAY_ON_DELIVERY_TEXTS.sms.inTruck(number, formatGhs(order.total), trackUrl(context))
      : texts.inTruck(number, trackUrl(context)),
    // An order to pay on delivery: the amount to have ready instead of the link.
    'In Transit': isToPayOnDelivery(order)
      ? PAY_ON_DELIVERY_TEXTS.sms.inTransit(
          number,
          formatGhs(order.total),
          formatPhoneNumber(order.phoneNumber),
        )
      : texts.inTransit(number, formatPhoneNumber(order.phoneNumber), trackUrl(context)),
    Delivered: texts.delivered(number, trackUrl(context)),
    Cancelled: fitAround(
      (reason) => texts.cancelled(number, reason, refunding ? formatGhs(order.total) : undefined),
      (order.cancelReason ?? '').replace(/[.\s]+$/, ''),
    ),
  }[status];
  return text ? { kind: 'order-status', to: order.phoneNumber, text } : undefined;
}

/** To each staff phone, when an order is Paid, or placed to pay on delivery (the amount to collect). */
export function staffNewOrderSms(order: Order, to: string): SmsMessage {
  const items = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const city = gsmSafe(order.city).slice(0, 24);
  const words = isToPayOnDelivery(order) ? PAY_ON_DELIVERY_TEXTS.sms.staffNewOrder : SMS_TEXTS.staffNewOrder;
  const text = fitAround(
    (name) =>
      words(
        order.orderNumber,
        formatGhs(order.total),
        items,
        name,
        formatPhoneNumber(order.phoneNumber),
        city,
      ),
    `${order.firstName} ${order.lastName}`,
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
