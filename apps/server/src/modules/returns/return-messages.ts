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
import type { ReturnMessenger } from './return-repository';

type ReturnRow = typeof returnRequests.$inferSelect;

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
async function queueReturnMessages(
  app: FastifyInstance,
  transaction: Executor,
  request: ReturnRow,
): Promise<void> {
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

/** The messenger every writer of a move is handed: this app's settings say the links and the staff. */
export function returnMessengerOf(app: FastifyInstance): ReturnMessenger {
  return { queue: (transaction, request) => queueReturnMessages(app, transaction, request) };
}
