import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { readStoreInfo } from '../info';
import { createMailWorker, type MailWorker, startMailWorker } from './mail-worker';
import type { MailContext, MailMessage } from './messages/layout';
import { insertMessages } from './outbox-repository';

export { passwordReset } from './messages/account-messages';
/*
 * Owns the outbox. Other modules build a message with the functions below and queue it in the
 * transaction of the event that causes it; the worker (mail-worker.ts) sends it later.
 */
export type { MailContext, MailMessage } from './messages/layout';
export { lowStock, orderConfirmation, orderStatusChanged, staffNewOrder } from './messages/order-messages';
export {
  countOutboxBacklog,
  findOutboxMessage,
  listOutboxPage,
  type OutboxRow,
} from './outbox-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender; undefined without SMTP_URL (messages are kept, not sent). */
    mailWorker: MailWorker | undefined;
  }
}

/** Queues messages in the caller's transaction. */
export const queueMail = (db: Executor, messages: MailMessage[]): Promise<void> =>
  insertMessages(db, messages);

/** The storefront's origin for links, and the shop's contact details for the footer. */
export async function mailContext(app: FastifyInstance, db: Executor): Promise<MailContext> {
  return {
    origin: app.config.publicUrl ?? `http://localhost:${app.config.port}`,
    storeInfo: await readStoreInfo(db),
  };
}

/** Builds the sender once and starts it (MAIL_POLL_INTERVAL_S). */
export function decorateMail(app: FastifyInstance): void {
  const worker = createMailWorker(app);
  app.decorate('mailWorker', worker);
  startMailWorker(app, worker);
}
