import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  API_MESSAGES,
  type MarketingChannel,
  parseMobileNumber,
  STOCK_ALERT_MESSAGES,
  STOCK_ALERT_TEXTS,
  type StockAlert,
  type StockAlertBody,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { hashToken } from '../../plugins/auth';
import { badRequest, HttpError } from '../../plugins/errors';
import { maskRecipient } from '../consent';
import {
  mailContext,
  queueMail,
  queueSmsWithinSpendCap,
  stockAlertCodeSms,
  stockAlertConfirmMail,
} from '../messages';
import { countStockAlertRequestTo } from './stock-alert-limits';
import { insertOrFindWaiting, replaceConfirmSecret, type StockAlertRow } from './stock-alert-repository';
import { type ChosenVariant, toStockAlert } from './stock-alert-variants';

/** A guest's code works for 30 minutes (and 5 wrong tries, stock-alert-confirming.ts). */
export const STOCK_ALERT_CODE_MINUTES = 30;

/**
 * A code kept as `salt.SHA-256(salt:code)`: a random salt per code, so a copy of the table does
 * not tell codes by their hashes, and a link's hash (plain hex, no dot) never matches a code's.
 */
export const hashCode = (salt: string, code: string) =>
  `${salt}.${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;

/** What a request answers: 201 for a new one, 200 when it was already there. */
export interface StockAlertAnswer {
  created: boolean;
  message: string;
  alert: StockAlert;
}

type Request = Omit<StockAlertBody, 'variantId'> & { channel: MarketingChannel };

const emailSchema = z.string().toLowerCase().pipe(z.email());

/** An account's address on the channel: its e-mail, or its verified phone (else 400). */
async function accountAddress(db: Executor, userId: string, channel: MarketingChannel): Promise<string> {
  const [account] = await db
    .select({ email: users.email, phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!account) throw new HttpError(401, API_MESSAGES.tokenInvalid);
  if (channel === 'email') return account.email;
  // A text goes only to a number the shopper proved is theirs (decision 0066).
  if (!account.phone || !account.phoneVerifiedAt) throw badRequest(STOCK_ALERT_MESSAGES.phoneNotVerified);
  return account.phone;
}

/** A guest's address on the channel, as typed: an e-mail, or a mobile number in a country texted. */
function guestAddress(app: FastifyInstance, request: Request): string {
  if (request.channel === 'email') {
    if (!request.email) throw badRequest(STOCK_ALERT_MESSAGES.addressRequired);
    const email = emailSchema.safeParse(request.email);
    if (!email.success) throw badRequest(STOCK_ALERT_MESSAGES.emailNotValid);
    return email.data;
  }
  if (!request.phone) throw badRequest(STOCK_ALERT_MESSAGES.addressRequired);
  const parsed = parseMobileNumber(request.phone, 'Ghana');
  if (!parsed?.country || !app.config.sms.codeCountries.includes(parsed.country)) {
    throw badRequest(STOCK_ALERT_MESSAGES.phoneNotMobile);
  }
  return parsed.e164;
}

const answerOf = (row: StockAlertRow, chosen: ChosenVariant, created: boolean, message: string) => ({
  created,
  message,
  alert: toStockAlert(row, chosen.variant.publicId),
});

/**
 * A signed-in shopper's request: to the account's e-mail or verified phone, confirmed at once
 * (they asked, signed in). Asking twice keeps the one waiting request.
 */
export async function askAsAccount(
  app: FastifyInstance,
  userId: string,
  chosen: ChosenVariant,
  channel: MarketingChannel,
): Promise<StockAlertAnswer> {
  const db = app.database.db;
  const recipient = await accountAddress(db, userId, channel);
  await countStockAlertRequestTo(app, recipient);
  const now = app.clock();
  const found = await insertOrFindWaiting(db, {
    variantId: chosen.variant.id,
    channel,
    recipient,
    productId: chosen.product.id,
    userId,
    confirmSecretHash: null,
    confirmedAt: now,
    createdAt: now,
  });
  if (!found) throw new HttpError(409, STOCK_ALERT_TEXTS.failed);
  return answerOf(found.row, chosen, found.created, STOCK_ALERT_TEXTS.waitingFor(maskRecipient(recipient)));
}

/**
 * Writes a guest's unconfirmed request with `secretHash`, or gives the one already unconfirmed
 * the new secret; undefined when the address already waits, confirmed (nothing to send).
 */
async function guestRow(
  transaction: Executor,
  chosen: ChosenVariant,
  key: { channel: MarketingChannel; recipient: string },
  secretHash: string,
  now: Date,
): Promise<{ row: StockAlertRow; created: boolean } | { waiting: StockAlertRow }> {
  const found = await insertOrFindWaiting(transaction, {
    ...key,
    variantId: chosen.variant.id,
    productId: chosen.product.id,
    userId: null,
    confirmSecretHash: secretHash,
    confirmedAt: null,
    createdAt: now,
  });
  if (!found) throw new HttpError(409, STOCK_ALERT_TEXTS.failed);
  if (found.created) return found;
  const existing = found.row;
  if (existing.confirmedAt) return { waiting: existing };
  const renewed = await replaceConfirmSecret(transaction, existing.id, secretHash, now);
  if (!renewed) return { waiting: existing };
  return { row: renewed, created: false };
}

/**
 * A guest's request: by e-mail, a link to confirm (its token's SHA-256 kept); by SMS or
 * WhatsApp, a 6-digit code by SMS within the day's spend cap (503 when it refuses), valid for
 * 30 minutes. An address already waiting, confirmed, is answered as it is, with nothing sent.
 */
export async function askAsGuest(
  app: FastifyInstance,
  chosen: ChosenVariant,
  request: Request,
): Promise<StockAlertAnswer> {
  const recipient = guestAddress(app, request);
  await countStockAlertRequestTo(app, recipient);
  const now = app.clock();
  const key = { channel: request.channel, recipient };
  const masked = maskRecipient(recipient);
  if (request.channel === 'email') {
    const token = randomBytes(32).toString('base64url');
    return app.database.db.transaction(async (transaction) => {
      const result = await guestRow(transaction, chosen, key, hashToken(token), now);
      if ('waiting' in result)
        return answerOf(result.waiting, chosen, false, STOCK_ALERT_TEXTS.waitingFor(masked));
      const context = await mailContext(app, transaction);
      await queueMail(transaction, [stockAlertConfirmMail(context, recipient, chosen.name, token)]);
      return answerOf(result.row, chosen, result.created, STOCK_ALERT_TEXTS.checkEmail(masked));
    });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  const answer = await app.database.db
    .transaction(async (transaction) => {
      // The SMS first: it reserves its cost under the spend lock, taken before any row lock.
      const sms = [stockAlertCodeSms(recipient, code)];
      if (!(await queueSmsWithinSpendCap(transaction, sms, app.config.sms))) return undefined;
      const result = await guestRow(transaction, chosen, key, hashCode(salt, code), now);
      if ('waiting' in result) {
        // Nothing to confirm: the code is not sent (the whole transaction is undone).
        throw new AlreadyWaiting(
          answerOf(result.waiting, chosen, false, STOCK_ALERT_TEXTS.waitingFor(masked)),
        );
      }
      return answerOf(result.row, chosen, result.created, STOCK_ALERT_TEXTS.enterCode(masked));
    })
    .catch((error: unknown) => {
      if (error instanceof AlreadyWaiting) return error.answer;
      throw error;
    });
  if (!answer) throw new HttpError(503, STOCK_ALERT_MESSAGES.codesUnavailable);
  return answer;
}

/** Rolls back a code's SMS when the number already waits, confirmed, and carries the answer out. */
class AlreadyWaiting extends Error {
  constructor(readonly answer: StockAlertAnswer) {
    super('already waiting');
  }
}
