import {
  LOW_STOCK_THRESHOLD,
  type Order,
  type OrderStatus,
  parseMobileNumber,
  variantDisplayName,
} from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import {
  collectedSms,
  collectedWhatsApp,
  lowStock,
  lowStockSms,
  type MailMessage,
  mailContext,
  orderCollected,
  orderConfirmation,
  orderPlacedSms,
  orderPlacedWhatsApp,
  orderStatusChanged,
  orderStatusSms,
  orderStatusWhatsApp,
  queueMail,
  queueSms,
  queueWhatsApp,
  type SmsMessage,
  sendsWhatsApp,
  staffNewOrder,
  staffNewOrderSms,
  type WhatsAppMessage,
} from '../messages';
import { listStaffEmails, orderUpdatesChannelOf } from '../users';
import { findOrder, withItems } from './order-repository';

/** Who hears of new orders and low stock: STAFF_ALERT_EMAIL when set, else every staff account. */
export async function staffAlertRecipients(app: FastifyInstance, db: Executor): Promise<string[]> {
  return app.config.staffAlertEmail ? [app.config.staffAlertEmail] : listStaffEmails(db);
}

export async function orderWithItems(
  db: Executor,
  orderId: string,
): Promise<{ order: Order; userId: string }> {
  const row = (await findOrder(db, orderId))!;
  const [order] = await withItems(db, [row]);
  return { order: order!, userId: row.userId };
}

/**
 * How the shopper's order updates go, if at all: to a number that reads as a mobile one (an
 * older order's unreadable number is left to staff), when the shopper has not turned them off;
 * by WhatsApp when they chose it and the shop sends WhatsApp (decision 0066), else by SMS.
 */
export async function shopperUpdatesBy(
  app: FastifyInstance,
  db: Executor,
  order: Order,
  userId: string,
): Promise<'sms' | 'whatsapp' | undefined> {
  if (!parseMobileNumber(order.phoneNumber)) return undefined;
  const channel = await orderUpdatesChannelOf(db, userId);
  if (channel === 'whatsapp' && !sendsWhatsApp(app)) return 'sms';
  return channel;
}

/**
 * Queues the shopper's one order update on the channel they chose: the SMS, or the same news in
 * the WhatsApp template (never both). Order updates are not marketing: no spend cap refuses them.
 */
export async function queueShopperUpdate(
  app: FastifyInstance,
  tx: Executor,
  by: 'sms' | 'whatsapp' | undefined,
  update: { sms: () => SmsMessage | undefined; whatsApp: (language: string) => WhatsAppMessage | undefined },
): Promise<void> {
  if (by === 'sms') {
    const text = update.sms();
    if (text) await queueSms(tx, [text]);
  } else if (by === 'whatsapp') {
    const message = update.whatsApp(app.config.whatsApp.templateLanguage);
    if (message) await queueWhatsApp(tx, [message]);
  }
}

/**
 * The messages of an order that has just become Paid, or was placed to pay on delivery
 * (the texts then say what to have ready for the rider), queued in its transaction: the
 * shopper's confirmation, the staff alert, and a low-stock alert for each product this order
 * brought down to the mark (a variant's stock now at or below it, and above it before the order);
 * each by e-mail and by SMS (or WhatsApp: the shopper's own choice; STAFF_ALERT_PHONES).
 */
export async function queuePaidOrderMail(app: FastifyInstance, tx: Executor, orderId: string): Promise<void> {
  const { order, userId } = await orderWithItems(tx, orderId);
  const [context, staff] = await Promise.all([mailContext(app, tx), staffAlertRecipients(app, tx)]);
  const staffPhones = app.config.sms.staffAlertPhones;
  const messages: MailMessage[] = [orderConfirmation(context, order)];
  const texts: SmsMessage[] = [];
  await queueShopperUpdate(app, tx, await shopperUpdatesBy(app, tx, order, userId), {
    sms: () => orderPlacedSms(context, order),
    whatsApp: (language) => orderPlacedWhatsApp(context, order, language),
  });
  for (const to of staff) messages.push(staffNewOrder(context, order, to));
  for (const to of staffPhones) texts.push(staffNewOrderSms(order, to));
  for (const item of order.items) {
    // The variant's own stock (decision 0036), named as the variant: "Samsung Galaxy A15, 256GB, Blue".
    const { id, variants } = item.productId;
    const stock = variants.find((variant) => variant._id === item.variant._id)?.stock ?? item.productId.stock;
    const name = variantDisplayName(item.productId.name, item.variant.options);
    const crossed = id !== 0 && stock <= LOW_STOCK_THRESHOLD && stock + item.quantity > LOW_STOCK_THRESHOLD;
    if (!crossed) continue;
    for (const to of staff) messages.push(lowStock(context, { id: String(id), name, stock }, to));
    for (const to of staffPhones) texts.push(lowStockSms({ name, stock }, to));
  }
  await queueMail(tx, messages);
  await queueSms(tx, texts);
}

/**
 * An order to pay on delivery paid online instead: the shopper's receipt (the confirmation of
 * a paid order, by e-mail and SMS). Staff heard of the order when it was placed.
 */
export async function queuePaidInsteadMail(
  app: FastifyInstance,
  tx: Executor,
  orderId: string,
): Promise<void> {
  const { order, userId } = await orderWithItems(tx, orderId);
  const context = await mailContext(app, tx);
  await queueMail(tx, [orderConfirmation(context, order)]);
  await queueShopperUpdate(app, tx, await shopperUpdatesBy(app, tx, order, userId), {
    sms: () => orderPlacedSms(context, order),
    whatsApp: (language) => orderPlacedWhatsApp(context, order, language),
  });
}

/**
 * The shopper's receipt when the rider's collection is recorded (pay on delivery): by e-mail,
 * with the invoice the collection issued, and by SMS.
 */
export async function queueCollectedMail(app: FastifyInstance, tx: Executor, orderId: string): Promise<void> {
  const { order, userId } = await orderWithItems(tx, orderId);
  const context = await mailContext(app, tx);
  await queueMail(tx, [orderCollected(context, order)]);
  await queueShopperUpdate(app, tx, await shopperUpdatesBy(app, tx, order, userId), {
    sms: () => collectedSms(order),
    whatsApp: (language) => collectedWhatsApp(context, order, language),
  });
}

/** The shopper's message when staff move the order on, queued in the move's transaction. */
export async function queueStatusMail(
  app: FastifyInstance,
  tx: Executor,
  orderId: string,
  status: OrderStatus,
  refunding: boolean,
): Promise<void> {
  const { order, userId } = await orderWithItems(tx, orderId);
  const context = await mailContext(app, tx);
  await queueMail(tx, [orderStatusChanged(context, order, status, refunding)]);
  await queueShopperUpdate(app, tx, await shopperUpdatesBy(app, tx, order, userId), {
    sms: () => orderStatusSms(context, order, status, refunding),
    whatsApp: (language) => orderStatusWhatsApp(context, order, status, refunding, language),
  });
}
