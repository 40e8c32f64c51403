import { parseMobileNumber } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import type { returnRequests } from '../../db/schema';
import {
  type MailMessage,
  mailContext,
  queueMail,
  queueSms,
  returnStatusMail,
  returnStatusSms,
  staffNewReturn,
} from '../messages';
import { listStaffEmails, wantsOrderTexts } from '../users';
import { readReturnMessageFacts } from './return-message-facts';

/*
 * A move is written by repositories that take a transaction and no app (moveReturn), yet its
 * messages need the app's settings: the storefront's origin for links (PUBLIC_URL) and whom
 * staff alerts go to (STAFF_ALERT_EMAIL). The returns module hands its app over as it starts;
 * the newest app still open is the one whose settings apply (one per process, outside tests).
 */
const openApps: FastifyInstance[] = [];

type ReturnRow = typeof returnRequests.$inferSelect;

/** Called once as the returns module starts: its messages follow this app's settings until it closes. */
export function sendReturnMessagesAs(app: FastifyInstance): void {
  openApps.push(app);
  app.addHook('onClose', async () => {
    const index = openApps.indexOf(app);
    if (index >= 0) openApps.splice(index, 1);
  });
}

function currentApp(): FastifyInstance {
  const app = openApps.at(-1);
  if (!app) throw new Error('queueReturnMessages: the returns module has not started (sendReturnMessagesAs)');
  return app;
}

/** Who hears of new requests: STAFF_ALERT_EMAIL when set, else every staff account, as for new orders. */
async function staffAlertRecipients(app: FastifyInstance, db: Executor): Promise<string[]> {
  return app.config.staffAlertEmail ? [app.config.staffAlertEmail] : listStaffEmails(db);
}

/**
 * What the shopper (e-mail, and SMS when on) and staff (a new request's alert) hear when a
 * request is made or moves, queued in the transaction of the move (decisions 0011, 0063). The
 * request is as it is after the move; a refund's amount and credit note are read from its row,
 * in the same transaction. The texts go as an order's do: to a number that reads as a mobile
 * one, unless the shopper turned order texts off.
 */
export async function queueReturnMessages(transaction: Executor, request: ReturnRow): Promise<void> {
  const app = currentApp();
  const read = await readReturnMessageFacts(transaction, request);
  if (!read) return;
  const { facts, shopper } = read;
  const context = await mailContext(app, transaction);
  const mails: MailMessage[] = [];
  const toShopper = returnStatusMail(context, facts, shopper);
  if (toShopper) mails.push(toShopper);
  if (request.status === 'Requested') {
    const customer = {
      name: `${shopper.firstName} ${shopper.lastName}`,
      email: shopper.email,
      phone: shopper.phoneNumber,
    };
    for (const to of await staffAlertRecipients(app, transaction)) {
      mails.push(staffNewReturn(context, facts, customer, to));
    }
  }
  await queueMail(transaction, mails);
  const text = returnStatusSms(context, facts, shopper.phoneNumber);
  if (
    text &&
    parseMobileNumber(shopper.phoneNumber) &&
    (await wantsOrderTexts(transaction, request.userId))
  ) {
    await queueSms(transaction, [text]);
  }
}
