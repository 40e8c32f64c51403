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
  type MailContext,
  type MailMessage,
  mailContext,
  type OutboxMessages,
  orderCollected,
  orderConfirmation,
  orderPlacedSms,
  orderPlacedWhatsApp,
  orderStatusChanged,
  orderStatusSms,
  orderStatusWhatsApp,
  queueMail,
  queueMessages,
  type SmsMessage,
  sendsWhatsApp,
  staffNewOrder,
  staffNewOrderSms,
  type WhatsAppMessage,
} from '../messages';
import { listStaffEmails, orderAudienceOf, orderUpdatesChannelOf } from '../users';
import type { OrderRow } from './order-mapper';
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
  order: Pick<Order, 'phoneNumber'>,
  userId: string,
): Promise<'sms' | 'whatsapp' | undefined> {
  if (!parseMobileNumber(order.phoneNumber)) return undefined;
  return sendableBy(app, await orderUpdatesChannelOf(db, userId));
}

/** The shopper's choice as the shop can send it: WhatsApp falls back to SMS where the shop sends none. */
const sendableBy = (app: FastifyInstance, channel: 'sms' | 'whatsapp' | undefined) =>
  channel === 'whatsapp' && !sendsWhatsApp(app) ? 'sms' : channel;

/**
 * `shopperUpdatesBy` and, with `staffToo`, `staffAlertRecipients`, in one statement at most
 * (none when the order's number is not a mobile one and STAFF_ALERT_EMAIL names the staff).
 */
async function saleAudience(
  app: FastifyInstance,
  db: Executor,
  row: Pick<OrderRow, 'userId' | 'phoneNumber'>,
  staffToo: boolean,
): Promise<{ by: 'sms' | 'whatsapp' | undefined; staff: string[] }> {
  const mobile = parseMobileNumber(row.phoneNumber) !== undefined;
  const alertEmail = app.config.staffAlertEmail;
  const staffFromAccounts = staffToo && !alertEmail;
  const audience =
    mobile || staffFromAccounts ? await orderAudienceOf(db, row.userId, staffFromAccounts) : undefined;
  return {
    by: sendableBy(app, mobile ? audience?.channel : undefined),
    staff: staffToo && alertEmail ? [alertEmail] : (audience?.staffEmails ?? []),
  };
}

type ShopperUpdate = {
  sms: () => SmsMessage | undefined;
  whatsApp: (language: string) => WhatsAppMessage | undefined;
};

/**
 * The shopper's one order update on the channel they chose: the SMS, or the same news in the
 * WhatsApp template (never both). Order updates are not marketing: no spend cap refuses them.
 */
function shopperUpdateOn(
  app: FastifyInstance,
  by: 'sms' | 'whatsapp' | undefined,
  update: ShopperUpdate,
): Pick<OutboxMessages, 'sms' | 'whatsApp'> {
  const text = by === 'sms' ? update.sms() : undefined;
  const message = by === 'whatsapp' ? update.whatsApp(app.config.whatsApp.templateLanguage) : undefined;
  return { sms: text ? [text] : [], whatsApp: message ? [message] : [] };
}

/** Queues the shopper's one order update (shopperUpdateOn) in the caller's transaction. */
export async function queueShopperUpdate(
  app: FastifyInstance,
  tx: Executor,
  by: 'sms' | 'whatsapp' | undefined,
  update: ShopperUpdate,
): Promise<void> {
  await queueMessages(tx, { mail: [], ...shopperUpdateOn(app, by, update) });
}

/** Which news a sale's messages carry (steps/record-sale.ts), or an order placed to pay on delivery. */
export type OrderMessagesKind = 'paid' | 'paid instead' | 'collected';

/** An order's messages on every channel, written once its answer (with its invoice) is known. */
export type RenderOrderMessages = (order: Order) => OutboxMessages;

/**
 * Reads what an order's messages need besides the order (the shop's details, who hears of it,
 * the shopper's channel) and answers how to write them: a sale reads first, then takes its
 * invoice number, then writes them without reading again (steps/record-sale.ts).
 * - paid: an order that has just become Paid, or was placed to pay on delivery (the texts then
 *   say what to have ready for the rider): the shopper's confirmation, the staff alert, and a
 *   low-stock alert for each product this order brought down to the mark (a variant's stock
 *   now at or below it, and above it before the order); each by e-mail and by SMS (or
 *   WhatsApp: the shopper's own choice; STAFF_ALERT_PHONES).
 * - paid instead: an order to pay on delivery paid online instead: the shopper's receipt (the
 *   confirmation of a paid order, by e-mail and SMS). Staff heard of the order when it was placed.
 * - collected: the shopper's receipt when the rider's collection is recorded (pay on delivery),
 *   by e-mail with the invoice the collection issued, and by SMS.
 */
export async function prepareOrderMessages(
  app: FastifyInstance,
  tx: Executor,
  kind: OrderMessagesKind,
  row: Pick<OrderRow, 'userId' | 'phoneNumber'>,
): Promise<RenderOrderMessages> {
  const context = await mailContext(app, tx);
  const { by, staff } = await saleAudience(app, tx, row, kind === 'paid');
  const staffPhones = kind === 'paid' ? app.config.sms.staffAlertPhones : [];
  return (order) => {
    const shopper: ShopperUpdate & { mail: MailMessage } =
      kind === 'collected'
        ? {
            mail: orderCollected(context, order),
            sms: () => collectedSms(order),
            whatsApp: (language) => collectedWhatsApp(context, order, language),
          }
        : {
            mail: orderConfirmation(context, order),
            sms: () => orderPlacedSms(context, order),
            whatsApp: (language) => orderPlacedWhatsApp(context, order, language),
          };
    const messages: OutboxMessages = { mail: [shopper.mail], ...shopperUpdateOn(app, by, shopper) };
    for (const to of staff) messages.mail.push(staffNewOrder(context, order, to));
    for (const to of staffPhones) messages.sms.push(staffNewOrderSms(order, to));
    if (kind === 'paid') addLowStockAlerts(context, order, { staff, staffPhones }, messages);
    return messages;
  };
}

function addLowStockAlerts(
  context: MailContext,
  order: Order,
  to: { staff: string[]; staffPhones: string[] },
  messages: OutboxMessages,
): void {
  for (const item of order.items) {
    // The variant's own stock (decision 0036), named as the variant: "Samsung Galaxy A15, 256GB, Blue".
    const { id, variants } = item.productId;
    const stock = variants.find((variant) => variant._id === item.variant._id)?.stock ?? item.productId.stock;
    const name = variantDisplayName(item.productId.name, item.variant.options);
    const crossed = id !== 0 && stock <= LOW_STOCK_THRESHOLD && stock + item.quantity > LOW_STOCK_THRESHOLD;
    if (!crossed) continue;
    for (const staff of to.staff)
      messages.mail.push(lowStock(context, { id: String(id), name, stock }, staff));
    for (const phone of to.staffPhones) messages.sms.push(lowStockSms({ name, stock }, phone));
  }
}

/** Queues an order's messages of `kind` in its transaction, reading the order (prepareOrderMessages). */
export async function queueOrderMessages(
  app: FastifyInstance,
  tx: Executor,
  kind: OrderMessagesKind,
  orderId: string,
): Promise<void> {
  const row = (await findOrder(tx, orderId))!;
  const render = await prepareOrderMessages(app, tx, kind, row);
  const [order] = await withItems(tx, [row]);
  await queueMessages(tx, render(order!));
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
