import { timingSafeEqual } from 'node:crypto';
import { STOCK_ALERT_MESSAGES } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { productVariants } from '../../db/schema';
import { hashToken } from '../../plugins/auth';
import { badRequest, HttpError, notFound } from '../../plugins/errors';
import { hashCode, STOCK_ALERT_CODE_MINUTES, type StockAlertAnswer } from './stock-alert-asking';
import {
  confirmAlert,
  countWrongCode,
  deleteAlert,
  findAlert,
  findAlertByLinkHash,
  type StockAlertRow,
} from './stock-alert-repository';
import { toStockAlert } from './stock-alert-variants';

/** The fifth wrong code ends the request (decision 0066). */
export const STOCK_ALERT_CODE_TRIES = 5;

/**
 * How long a guest's e-mail link confirms: a week, the life of an unread e-mail. After it the
 * request is let go (and swept by the notices job), so an address someone else typed in is not
 * kept for good.
 */
export const STOCK_ALERT_LINK_DAYS = 7;

async function confirmedAnswer(app: FastifyInstance, row: StockAlertRow): Promise<StockAlertAnswer> {
  const [variant] = await app.database.db
    .select({ publicId: productVariants.publicId })
    .from(productVariants)
    .where(eq(productVariants.id, row.variantId))
    .limit(1);
  return {
    created: false,
    message: STOCK_ALERT_MESSAGES.confirmed,
    alert: toStockAlert(row, variant?.publicId ?? ''),
  };
}

/**
 * POST /api/stock-alerts/confirm: a guest's e-mail link confirms its request once, within
 * STOCK_ALERT_LINK_DAYS; a used, forged, old or replaced link (the guest asked again) is 404.
 */
export async function confirmByLink(app: FastifyInstance, token: string): Promise<StockAlertAnswer> {
  const db = app.database.db;
  const now = app.clock();
  const row = await findAlertByLinkHash(db, hashToken(token));
  const fresh = row && now.getTime() - row.createdAt.getTime() <= STOCK_ALERT_LINK_DAYS * 24 * 60 * 60_000;
  const confirmed = row && fresh ? await confirmAlert(db, row.id, now) : undefined;
  if (!confirmed) throw notFound(STOCK_ALERT_MESSAGES.linkNotValid);
  return confirmedAnswer(app, confirmed);
}

const sameHash = (expected: string, given: string) =>
  expected.length === given.length && timingSafeEqual(Buffer.from(expected), Buffer.from(given));

/**
 * POST /api/stock-alerts/:id/confirm: a guest's SMS code, compared in constant time. A wrong
 * one is 400 and counted; the fifth wrong one is 429 and deletes the request, so its number
 * may ask again (for a new code, within the limits) but this code can no longer be guessed.
 * An unknown, confirmed or e-mail request is 404; a code older than 30 minutes is 400.
 */
export async function confirmByCode(
  app: FastifyInstance,
  id: number,
  code: string,
): Promise<StockAlertAnswer> {
  const db = app.database.db;
  const row = await findAlert(db, id);
  const secret = row?.confirmSecretHash;
  if (!row || row.confirmedAt || row.notifiedAt || row.channel === 'email' || !secret?.includes('.')) {
    throw notFound(STOCK_ALERT_MESSAGES.notFound);
  }
  const now = app.clock();
  if (now.getTime() - row.createdAt.getTime() > STOCK_ALERT_CODE_MINUTES * 60_000) {
    throw badRequest(STOCK_ALERT_MESSAGES.codeExpired);
  }
  const [salt = ''] = secret.split('.');
  if (!sameHash(secret, hashCode(salt, code))) {
    const tries = await countWrongCode(db, row.id);
    if (tries >= STOCK_ALERT_CODE_TRIES) {
      await deleteAlert(db, row.id);
      throw new HttpError(429, STOCK_ALERT_MESSAGES.codeLocked);
    }
    throw badRequest(STOCK_ALERT_MESSAGES.codeWrong);
  }
  const confirmed = await confirmAlert(db, row.id, now);
  if (!confirmed) throw notFound(STOCK_ALERT_MESSAGES.notFound);
  return confirmedAnswer(app, confirmed);
}
