import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import type { App } from '../../plugins/zod-type-provider';
import { readSellerDetails, readStoreInfo } from '../info';
import { type DemoMailbox, openDemoMailbox } from './demo-mailbox/demo-mailbox';
import { demoMailboxPage } from './demo-mailbox/demo-mailbox-page';
import type { MailContext, MailMessage } from './email/templates/layout';
import {
  insertMessages,
  insertOutboxMessages,
  insertSmsMessages,
  insertWhatsAppMessages,
  type SmsMessage,
  type WhatsAppMessage,
} from './outbox/outbox-repository';
import { createOutboxWorker, type OutboxWorker, startOutboxWorker } from './outbox/outbox-worker';
import { chooseSmsProvider } from './sms/choose-sms-provider';
import type { SmsProvider } from './sms/sms-provider';
import { smsReportRoutes } from './sms/sms-report-routes';
import { whatsAppWebhookRoutes } from './whatsapp/whatsapp-webhook-routes';

export { deliveredToDemoMailbox } from './demo-mailbox/demo-mailbox';
export { passwordReset } from './email/templates/account-emails';
/*
 * Owns the outbox, whose rows are e-mails, SMS and WhatsApp messages (decisions 0011, 0026,
 * 0066). Other modules build a message with the functions below and queue it in the
 * transaction of the event that causes it; the worker (outbox/outbox-worker.ts) sends it
 * later, through its channel.
 */
export {
  type BackInStockFacts,
  backInStockMail,
  stockAlertConfirmMail,
} from './email/templates/back-in-stock-email';
export {
  CART_REMINDER_KIND,
  type CartReminderFacts,
  type CartReminderItem,
  cartReminderMail,
} from './email/templates/cart-reminder-email';
export type { MailContext, MailMessage } from './email/templates/layout';
export { backupFailed } from './email/templates/operations-emails';
export {
  lowStock,
  orderCollected,
  orderConfirmation,
  orderStatusChanged,
  staffNewOrder,
} from './email/templates/order-emails';
export { pickupReadyMail, pickupReminderMail } from './email/templates/pickup-emails';
export {
  type ReturnMessageFacts,
  type ReturnShopper,
  returnStatusMail,
  staffNewReturn,
} from './email/templates/return-emails';
export {
  type ReviewAsk,
  type ReviewMessageFacts,
  reviewModeratedMail,
  reviewRequestMail,
  staffReviewToRead,
} from './email/templates/review-emails';
export { type NewDeviceSignIn, staffNewDeviceMail } from './email/templates/staff-device-email';
export { eraseMessagesOf, messageDataOf } from './outbox/outbox-personal-data';
export {
  countOutboxBacklog,
  findOutboxMessage,
  listOutboxPage,
  type OutboxRow,
  type OutboxView,
  type SmsMessage,
  type WhatsAppMessage,
} from './outbox/outbox-repository';
export {
  BACK_IN_STOCK_KIND,
  isQuietHour,
  keepsQuietHours,
  MARKETING_KIND_PREFIX,
  quietHoursRelease,
} from './outbox/quiet-hours';
export { backInStockSms, stockAlertCodeSms } from './sms/back-in-stock-sms';
export { cartReminderSms } from './sms/cart-reminder-sms';
export { segmentsOf } from './sms/gsm-text';
export {
  collectedSms,
  lowStockSms,
  orderPlacedSms,
  orderStatusSms,
  staffNewOrderSms,
} from './sms/order-sms';
export { phoneCodeSms } from './sms/phone-code-sms';
export { type CounterFacts, pickupReminderSms } from './sms/pickup-sms';
export { returnStatusSms } from './sms/return-sms';
export { reviewRequestSms } from './sms/review-sms';
export { queueSmsWithinSpendCap, queueTextsWithinSpendCap, type SpendCap } from './sms/sms-spend-cap';
export { cartReminderWhatsApp } from './whatsapp/cart-reminder-whatsapp';
export {
  collectedWhatsApp,
  orderPlacedWhatsApp,
  orderStatusWhatsApp,
  pickupReminderWhatsApp,
} from './whatsapp/order-whatsapp';
export { whatsAppTemplateMessage } from './whatsapp/whatsapp-message';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender; undefined without SMTP_URL and SMS_PROVIDER (messages are kept, not sent). */
    outboxWorker: OutboxWorker | undefined;
    /** The SMS provider (SMS_PROVIDER); undefined without one: SMS are kept in the outbox. */
    smsProvider: SmsProvider | undefined;
    /** Where messages without their channel's settings go outside production (decision 0054). */
    demoMailbox: DemoMailbox | undefined;
  }
}

/** Queues e-mails in the caller's transaction. */
export const queueMail = (db: Executor, messages: MailMessage[]): Promise<void> =>
  insertMessages(db, messages);

/** Queues SMS in the caller's transaction: the same outbox, the SMS channel. */
export const queueSms = (db: Executor, messages: SmsMessage[]): Promise<void> =>
  insertSmsMessages(db, messages);

/** An event's messages on every channel, queued together. */
export interface OutboxMessages {
  mail: MailMessage[];
  sms: SmsMessage[];
  whatsApp: WhatsAppMessage[];
}

/** Queues an event's e-mails, SMS and WhatsApp messages in the caller's transaction, in one statement. */
export const queueMessages = (db: Executor, messages: OutboxMessages): Promise<void> =>
  insertOutboxMessages(db, messages);

/** Queues WhatsApp template messages in the caller's transaction (decision 0066). */
export const queueWhatsApp = (db: Executor, messages: WhatsAppMessage[]): Promise<void> =>
  insertWhatsAppMessages(db, messages);

/**
 * Whether the shop sends WhatsApp at all (decision 0066): the Cloud API is set, or, outside
 * production, the demo mailbox takes WhatsApp messages. Order updates by WhatsApp need it.
 */
export const sendsWhatsApp = (app: FastifyInstance): boolean =>
  Boolean(app.config.whatsApp.cloudApi) || Boolean(app.demoMailbox?.channels.includes('whatsapp'));

/** The storefront's origin for links, and the shop's contact and seller details for the footer. */
export async function mailContext(app: FastifyInstance, db: Executor): Promise<MailContext> {
  return {
    origin: app.config.publicUrl ?? `http://localhost:${app.config.port}`,
    storeInfo: await readStoreInfo(db),
    seller: await readSellerDetails(db),
  };
}

/** Builds the sender once and starts it (MAIL_POLL_INTERVAL_S). */
export function decorateMessages(app: FastifyInstance): void {
  const sms = chooseSmsProvider(app.config.sms);
  const demoMailbox = openDemoMailbox(app, {
    email: Boolean(app.config.smtpUrl),
    sms: Boolean(sms),
    whatsapp: Boolean(app.config.whatsApp.cloudApi),
  });
  const worker = createOutboxWorker(app, sms, demoMailbox);
  app.decorate('smsProvider', sms);
  app.decorate('demoMailbox', demoMailbox);
  app.decorate('outboxWorker', worker);
  startOutboxWorker(app, worker);
}

/**
 * The SMS provider's delivery reports (POST /api/sms/delivery-reports/:secret), WhatsApp's
 * webhook (GET and POST /api/whatsapp/webhook), and the demo mailbox's page (GET /demo-mailbox)
 * where there is one.
 */
export async function messagesModule(app: App) {
  await smsReportRoutes(app);
  await whatsAppWebhookRoutes(app);
  if (app.demoMailbox) await demoMailboxPage(app, app.demoMailbox);
}
