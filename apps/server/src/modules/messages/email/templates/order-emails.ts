import {
  DISCOUNT_TEXTS,
  formatGhs,
  howOrderIsPaid,
  invoicePagePath,
  MAIL_TEXTS,
  type Order,
  type OrderStatus,
  PAY_ON_DELIVERY_TEXTS,
  PICKUP_COUNTER_TEXTS,
  PICKUP_TEXTS,
  pickupPlaceOfOrder,
  SERIAL_TEXTS,
  variantDisplayName,
} from '@shop/shared';
// The storefront's words for the same lines, so the e-mail and the order page say one thing.
import { ORDER_TAX_LABELS, soldUnitText } from '@shop/shared/warranty-page-texts';
import { button, compose, figures, type MailContext, type MailMessage, type Part, paragraph } from './layout';

const TRACK_ORDER_PATH = '/track_order';
const ADMIN_ORDER_PATH = (id: string) => `/admin/orders/${id}`;

/**
 * A line's cost: what was paid, with the regular price beside it when it was bought on sale
 * (decision 0062). Cedis, all its units together.
 */
function lineCost(item: Order['items'][number]): string {
  const times = (unit: number) => formatGhs(Math.round(unit * item.quantity * 100) / 100);
  const onSale = item.regularPrice !== undefined && item.regularPrice > item.price;
  return onSale
    ? MAIL_TEXTS.labels.boughtOnSale(times(item.price), times(item.regularPrice!))
    : times(item.price);
}

/**
 * The order's promotion, under the subtotal, as the storefront's summary shows it: "Discount
 * (BLACKFRIDAY): 10 % off phones" and what it took off, or "Free delivery" when it waived the
 * fee. Nothing without one.
 */
function discountRows(order: Order): [string, string][] {
  const discount = order.discount;
  if (!discount || (discount.amount <= 0 && !discount.freeDelivery)) return [];
  const label = DISCOUNT_TEXTS.line(discount.code, discount.description);
  return [[label, discount.amount > 0 ? formatGhs(-discount.amount) : DISCOUNT_TEXTS.freeDelivery]];
}

/** The delivery fee charged, or "Free delivery" when the promotion waived it. */
const deliveryFee = (order: Order) =>
  order.discount?.freeDelivery && order.shippingFee === 0
    ? DISCOUNT_TEXTS.freeDelivery
    : formatGhs(order.shippingFee);

/** The order's lines and figures, as the storefront's order summary shows them. */
function orderFigures(order: Order): Part {
  const { labels } = MAIL_TEXTS;
  return figures(
    [
      ...order.items.map((item): [string, string] => [
        // The variant as bought: "Samsung Galaxy A15, 256GB, Blue" (decision 0036).
        labels.item(variantDisplayName(item.name, item.variant.options), item.quantity),
        lineCost(item),
      ]),
      [labels.subtotal, formatGhs(order.subtotal)],
      ...discountRows(order),
      [labels.deliveryFee, deliveryFee(order)],
      [labels.total, formatGhs(order.total)],
    ],
    { boldLast: true },
  );
}

/**
 * The tax lines of a VAT-registered shop (the order answer's, the invoice's once issued;
 * decision 0061), under the totals they are part of; nothing when the shop is not registered.
 */
function taxFigures(order: Order): Part[] {
  const tax = order.tax;
  if (!tax) return [];
  const labels = ORDER_TAX_LABELS;
  const rows: [string, string][] = [
    [labels.taxableValue, formatGhs(tax.taxableValue)],
    ...tax.levies.map((levy): [string, string] => [
      labels.rated(levy.name, levy.rate),
      formatGhs(levy.amount),
    ]),
    [labels.rated(labels.vat, tax.vat.rate), formatGhs(tax.vat.amount)],
    ...(tax.untaxedDelivery > 0
      ? [[labels.untaxedDelivery, formatGhs(tax.untaxedDelivery)] as [string, string]]
      : []),
  ];
  return [paragraph(labels.heading), figures(rows)];
}

/** Each unit's serial and warranty, by its line, once staff recorded them (decision 0061). */
function serialFigures(order: Order): Part[] {
  const rows = order.items.flatMap((item) =>
    (item.serials ?? []).map((unit): [string, string] => [
      variantDisplayName(item.name, item.variant.options),
      soldUnitText(unit.serial, unit.state, unit.warrantyUntil),
    ]),
  );
  return rows.length > 0 ? [paragraph(SERIAL_TEXTS.soldUnitsTitle), figures(rows)] : [];
}

/** The shopper's printable invoice (the storefront page, which prints and downloads the PDF). */
const invoiceButton = (context: MailContext, order: Order) =>
  button(
    MAIL_TEXTS.orderConfirmation.invoice(order.invoice?.number),
    context.origin + invoicePagePath(order._id),
  );

const address = (order: Order) =>
  [order.street, order.city, order.state, order.zipCode, order.country].filter(Boolean).join(', ');

/** Where the order goes: "Pick up at Kumasi Adum, ..." for a pickup (decision 0069), else the address. */
const whereTo = (order: Order) => {
  const place = pickupPlaceOfOrder(order);
  return place ? PICKUP_TEXTS.pickUpAt(place) : address(order);
};

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
      ...(toCollect && pickupPlaceOfOrder(order)
        ? [paragraph(PICKUP_TEXTS.haveReadyAtCounter(formatGhs(order.total), pickupPlaceOfOrder(order)!))]
        : []),
      ...(toCollect ? [paragraph(onDelivery.payNow)] : []),
      orderFigures(order),
      ...taxFigures(order),
      howPaid(order),
      paragraph(
        pickupPlaceOfOrder(order)
          ? `${whereTo(order)}: ${order.firstName} ${order.lastName}, ${order.phoneNumber}`
          : `${texts.deliverTo}: ${order.firstName} ${order.lastName}, ${address(order)}, ${order.phoneNumber}`,
      ),
      paragraph(texts.reference(order.paymentReference)),
      // A paid order has its invoice (issued as the payment settled); one to pay on delivery has it once collected.
      ...(toCollect ? [] : [invoiceButton(context, order)]),
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
  // A pickup handed over at the counter is Picked up (decision 0069).
  const pickedUp = status === 'Delivered' && order.fulfilment === 'pickup';
  const counterTexts = PICKUP_COUNTER_TEXTS.mail;
  const parts: Part[] = [
    paragraph(
      pickedUp ? counterTexts.pickedUpBody(order.orderNumber) : texts.body(order.orderNumber, status),
    ),
  ];
  // The units just loaded, with the serials and warranty dates the shopper keeps for a claim.
  // A pickup's units leave at the counter: the same serials and warranty dates.
  if (status === 'In Truck' || pickedUp) parts.push(...serialFigures(order));
  if (status === 'Cancelled' && order.cancelReason) parts.push(paragraph(texts.reason(order.cancelReason)));
  if (refunding) parts.push(paragraph(texts.refund(formatGhs(order.total))));
  parts.push(howPaid(order));
  parts.push(button(texts.track, context.origin + TRACK_ORDER_PATH));
  return compose(context, {
    kind: 'order-status',
    to: order.email,
    subject: pickedUp
      ? counterTexts.pickedUpSubject(order.orderNumber)
      : texts.subject(order.orderNumber, status),
    heading: pickedUp ? counterTexts.pickedUpHeading : texts.heading(status),
    parts,
  });
}

/**
 * To the shopper, when the rider's collection at the door is recorded (pay on delivery): the
 * receipt, with the figures, the tax lines and the invoice issued as the payment settled.
 */
export function orderCollected(context: MailContext, order: Order): MailMessage {
  const texts = MAIL_TEXTS.orderCollected;
  return compose(context, {
    kind: 'order-status',
    to: order.email,
    subject: texts.subject(order.orderNumber),
    heading: texts.heading(order.firstName),
    parts: [
      paragraph(texts.intro(order.orderNumber, formatGhs(order.total))),
      orderFigures(order),
      ...taxFigures(order),
      howPaid(order),
      invoiceButton(context, order),
      button(MAIL_TEXTS.orderConfirmation.track, context.origin + TRACK_ORDER_PATH),
    ],
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
      paragraph(whereTo(order)),
      orderFigures(order),
      ...taxFigures(order),
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
