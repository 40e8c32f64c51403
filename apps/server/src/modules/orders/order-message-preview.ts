import {
  API_MESSAGES,
  type Order,
  type OrderMessagePreview,
  type OrderMessagePreviewBody,
} from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../plugins/errors';
import {
  collectedSms,
  collectedWhatsApp,
  mailContext,
  orderCollected,
  orderStatusChanged,
  orderStatusSms,
  orderStatusWhatsApp,
} from '../messages';
import { orderWithItems, shopperUpdatesBy } from './order-mail';
import { findOrder, isOrderId } from './order-repository';

/**
 * What the customer would receive if staff made `change` now, built by the very functions that
 * queue the messages (order-mail.ts), on the order as it would be after the change; nothing is
 * written. Staff read it in the pause before a move they cannot take back (decision 0051).
 */
export async function previewCustomerMessages(
  app: FastifyInstance,
  orderId: string,
  change: OrderMessagePreviewBody,
): Promise<Omit<OrderMessagePreview, 'success'>> {
  const db = app.database.db;
  if (!isOrderId(orderId) || !(await findOrder(db, orderId))) throw notFound(API_MESSAGES.orderNotFound);
  const { order, userId } = await orderWithItems(db, orderId);
  // A shopper who chose WhatsApp (decision 0066) gets its message instead of the SMS.
  const by = await shopperUpdatesBy(app, db, order, userId);
  const language = app.config.whatsApp.templateLanguage;
  const context = await mailContext(app, db);
  if (change.change === 'collected') {
    // The receipt by e-mail and SMS (order-mail.ts, prepareOrderMessages 'collected'); its invoice is issued by the collection itself.
    const after: Order = { ...order, paymentStatus: 'Collected' };
    const mail = orderCollected(context, after);
    return {
      email: { to: mail.to, subject: mail.subject, text: mail.text },
      sms: by === 'sms' ? smsOf(collectedSms(after)) : null,
      whatsApp: by === 'whatsapp' ? textOf(collectedWhatsApp(context, after, language)) : null,
    };
  }
  const status = change.change === 'refused' ? 'Cancelled' : change.status;
  const cancelling = status === 'Cancelled';
  // A cancel refunds only a paid order (checkout/methods/); a refusal was never paid.
  const refunding = change.change === 'status' && cancelling && order.paymentStatus === 'Paid';
  const after: Order = {
    ...order,
    orderStatus: status,
    cancelReason: cancelling ? change.reason?.trim() || null : order.cancelReason,
    ...(change.change === 'refused' ? { paymentStatus: 'Refused at the door' } : {}),
  };
  const mail = orderStatusChanged(context, after, status, refunding);
  const sms = orderStatusSms(context, after, status, refunding);
  return {
    email: { to: mail.to, subject: mail.subject, text: mail.text },
    sms: sms && by === 'sms' ? smsOf(sms) : null,
    whatsApp:
      by === 'whatsapp' ? textOf(orderStatusWhatsApp(context, after, status, refunding, language)) : null,
  };
}

const smsOf = (sms: { to: string; text: string }) => ({ to: sms.to, text: sms.text });
const textOf = (message: { to: string; text: string } | undefined) =>
  message ? { to: message.to, text: message.text } : null;
