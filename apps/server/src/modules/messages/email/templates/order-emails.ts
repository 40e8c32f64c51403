import {
  formatGhs,
  howOrderIsPaid,
  MAIL_TEXTS,
  type Order,
  type OrderStatus,
  PAY_ON_DELIVERY_TEXTS,
  variantDisplayName,
} from '@shop/shared';
import { button, compose, figures, type MailContext, type MailMessage, type Part, paragraph } from './layout';

const TRACK_ORDER_PATH = '/track_order';
const ADMIN_ORDER_PATH = (id: string) => `/admin/orders/${id}`;

/** The order's lines and figures, as the storefront's order summary shows them. */
function orderFigures(order: Order): Part {
  const { labels } = MAIL_TEXTS;
  return figures(
    [
      ...order.items.map((item): [string, string] => [
        // The variant as bought: "Samsung Galaxy A15, 256GB, Blue" (decision 0036).
        labels.item(variantDisplayName(item.name, item.variant.options), item.quantity),
        formatGhs(Math.round(item.price * item.quantity * 100) / 100),
      ]),
      [labels.subtotal, formatGhs(order.subtotal)],
      [labels.deliveryFee, formatGhs(order.shippingFee)],
      [labels.total, formatGhs(order.total)],
    ],
    { boldLast: true },
  );
}

const address = (order: Order) =>
  [order.street, order.city, order.state, order.zipCode, order.country].filter(Boolean).join(', ');

/** Every order e-mail says how the order is paid (decision 0034). */
const howPaid = (order: Order) => paragraph(PAY_ON_DELIVERY_TEXTS.mail.payment(howOrderIsPaid(order)));

const isToPayOnDelivery = (order: Order) => order.paymentStatus === 'To pay on delivery';

/** To the shopper, when the order is Paid, or placed to pay on delivery (what to have ready). */
export function orderConfirmation(context: MailContext, order: Order): MailMessage {
  const texts = MAIL_TEXTS.orderConfirmation;
  const onDelivery = PAY_ON_DELIVERY_TEXTS.mail;
  const toCollect = isToPayOnDelivery(order);
  return compose(context, {
    kind: 'order-confirmation',
    to: order.email,
    subject: toCollect ? onDelivery.subject(order.orderNumber) : texts.subject(order.orderNumber),
    heading: toCollect ? onDelivery.heading(order.firstName) : texts.heading(order.firstName),
    parts: [
      paragraph(
        toCollect
          ? onDelivery.intro(order.orderNumber, formatGhs(order.total))
          : texts.intro(order.orderNumber),
      ),
      ...(toCollect ? [paragraph(onDelivery.payNow)] : []),
      orderFigures(order),
      howPaid(order),
      paragraph(
        `${texts.deliverTo}: ${order.firstName} ${order.lastName}, ${address(order)}, ${order.phoneNumber}`,
      ),
      paragraph(texts.reference(order.paymentReference)),
      button(texts.track, context.origin + TRACK_ORDER_PATH),
    ],
  });
}

/** To the shopper, when staff move the order on (In Truck, In Transit, Delivered, Cancelled). */
export function orderStatusChanged(
  context: MailContext,
  order: Order,
  status: OrderStatus,
  refunding: boolean,
): MailMessage {
  const texts = MAIL_TEXTS.orderStatus;
  const parts: Part[] = [paragraph(texts.body(order.orderNumber, status))];
  if (status === 'Cancelled' && order.cancelReason) parts.push(paragraph(texts.reason(order.cancelReason)));
  if (refunding) parts.push(paragraph(texts.refund(formatGhs(order.total))));
  parts.push(howPaid(order));
  parts.push(button(texts.track, context.origin + TRACK_ORDER_PATH));
  return compose(context, {
    kind: 'order-status',
    to: order.email,
    subject: texts.subject(order.orderNumber, status),
    heading: texts.heading(status),
    parts,
  });
}

/** To each staff address, when an order is Paid or placed to pay on delivery. */
export function staffNewOrder(context: MailContext, order: Order, to: string): MailMessage {
  const texts = MAIL_TEXTS.staffNewOrder;
  const onDelivery = PAY_ON_DELIVERY_TEXTS.mail;
  const toCollect = isToPayOnDelivery(order);
  return compose(context, {
    kind: 'staff-new-order',
    to,
    subject: toCollect
      ? onDelivery.staffSubject(order.orderNumber, formatGhs(order.total))
      : texts.subject(order.orderNumber, formatGhs(order.total)),
    heading: toCollect ? onDelivery.staffHeading(order.orderNumber) : texts.heading(order.orderNumber),
    parts: [
      paragraph(texts.customer(`${order.firstName} ${order.lastName}`, order.email, order.phoneNumber)),
      paragraph(address(order)),
      orderFigures(order),
      howPaid(order),
      button(texts.open, context.origin + ADMIN_ORDER_PATH(order._id)),
    ],
  });
}

/** To each staff address, when a sale brings a product's stock down to its low-stock mark. */
export function lowStock(
  context: MailContext,
  product: { id: string; name: string; stock: number },
  to: string,
): MailMessage {
  const texts = MAIL_TEXTS.lowStock;
  return compose(context, {
    kind: 'low-stock',
    to,
    subject: texts.subject(product.name, product.stock),
    heading: texts.heading,
    parts: [
      paragraph(texts.body(product.name, product.stock)),
      button(texts.open, `${context.origin}/admin/products/${product.id}`),
    ],
  });
}
