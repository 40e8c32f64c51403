import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  API_MESSAGES,
  type Country,
  formatPhoneNumber,
  PHONE_MESSAGES,
  parseMobileNumber,
  SMS_TEXTS,
} from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { countAndRefuseOverLimit } from '../../plugins/abuse-limits';
import { badRequest, HttpError } from '../../plugins/errors';
import { phoneCodeSms, queueSms, queueSmsWithinSpendCap } from '../messages';
import {
  countWrongTry,
  findLatestCode,
  markPhoneVerified,
  replaceOpenCodes,
  useCode,
} from './phone-repository';

/** A code works for 10 minutes and 5 wrong tries, once. */
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_TRIES = 5;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');
/** A number as a counter key: the same for every way of writing it, not readable in Redis. */
const numberKey = (e164: string) => createHash('sha256').update(e164).digest('hex').slice(0, 32);
const today = () => new Date().toISOString().slice(0, 10);

/** The per-IP count, before the body is read: a bot's flood is refused cheaply (onRequest). */
export async function limitCodesPerAddress(app: FastifyInstance, ip: string): Promise<void> {
  const { perIpPerHour } = app.config.sms.codeLimits;
  await countAndRefuseOverLimit(
    app.abuseCounters,
    [{ key: `phone-code:ip:${ip}`, max: perIpPerHour, windowMs: HOUR_MS }],
    PHONE_MESSAGES.tooManyCodes,
  );
}

/**
 * A code that would take the day's SMS spending past SMS_DAILY_SPEND_CAP was refused (order
 * texts still go): tells the staff phones, once a day, and answers 503.
 */
async function refuseOverSpendCap(app: FastifyInstance): Promise<never> {
  const cap = app.config.sms.dailySpendCap;
  const alertKey = `phone-code:spend-cap-alert:${today()}`;
  if ((await app.abuseCounters.read(alertKey)).count === 0) {
    await app.abuseCounters.remember(alertKey, DAY_MS);
    app.log.error({ cap }, 'SMS spending reached SMS_DAILY_SPEND_CAP: phone codes are paused until tomorrow');
    await queueSms(
      app.database.db,
      app.config.sms.staffAlertPhones.map((to) => ({
        kind: 'spend-cap',
        to,
        text: SMS_TEXTS.spendCapReached(cap),
      })),
    );
  }
  throw new HttpError(503, PHONE_MESSAGES.codesPaused);
}

/**
 * POST /api/user/phone/start: reads the number, refuses one outside the countries the shop
 * delivers to (SMS_CODE_COUNTRIES), counts the request per number, account and the whole shop's
 * day (the address was counted before the body), and queues a fresh 6-digit code by SMS unless
 * its reserved cost would take the day past the spend cap. Answers the number as people write it.
 */
export async function startPhoneVerification(
  app: FastifyInstance,
  userId: string,
  input: { phone: string; country?: Country },
): Promise<string> {
  const parsed = parseMobileNumber(input.phone, input.country ?? 'Ghana');
  if (!parsed) throw badRequest(API_MESSAGES.invalidPhone);
  const { codeCountries, codeLimits } = app.config.sms;
  if (!parsed.country || !codeCountries.includes(parsed.country)) {
    throw badRequest(PHONE_MESSAGES.countryNotServed(codeCountries.join(', ')));
  }
  await countAndRefuseOverLimit(
    app.abuseCounters,
    [
      {
        key: `phone-code:number:${numberKey(parsed.e164)}`,
        max: codeLimits.perNumberPerHour,
        windowMs: HOUR_MS,
      },
      { key: `phone-code:account:${userId}`, max: codeLimits.perAccountPerHour, windowMs: HOUR_MS },
    ],
    PHONE_MESSAGES.tooManyCodes,
  );
  // The shop's day counts only what passed the others, so one bot's refused flood does not use it up.
  await countAndRefuseOverLimit(
    app.abuseCounters,
    [{ key: `phone-code:day:${today()}`, max: codeLimits.perDay, windowMs: DAY_MS }],
    PHONE_MESSAGES.tooManyCodes,
  );
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  const queued = await app.database.db.transaction(async (tx) => {
    // The SMS first: it reserves its cost under the spend lock, taken before any row lock.
    if (!(await queueSmsWithinSpendCap(tx, [phoneCodeSms(parsed.e164, code)], app.config.sms))) return false;
    await replaceOpenCodes(tx, {
      userId,
      phone: parsed.e164,
      codeHash: hashCode(salt, code),
      salt,
      expiresAt: new Date(Date.now() + PHONE_CODE_MINUTES * 60_000),
    });
    return true;
  });
  if (!queued) await refuseOverSpendCap(app);
  return formatPhoneNumber(parsed.e164);
}

/**
 * POST /api/user/phone/confirm: the account's latest code, if open, unexpired and tried
 * fewer than 5 times, is compared (salted SHA-256, in constant time); the right one is used up
 * and the number becomes the account's, verified. A wrong one counts a try.
 */
export async function confirmPhoneVerification(
  app: FastifyInstance,
  userId: string,
  code: string,
): Promise<void> {
  const db = app.database.db;
  const row = await findLatestCode(db, userId);
  if (!row) throw badRequest(PHONE_MESSAGES.noCode);
  if (row.usedAt || row.expiresAt.getTime() <= Date.now()) throw badRequest(PHONE_MESSAGES.codeExpired);
  if (row.attempts >= PHONE_CODE_TRIES) throw badRequest(PHONE_MESSAGES.codeLocked);
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(row.salt, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const tries = await countWrongTry(db, row.id);
    if (tries >= PHONE_CODE_TRIES) throw badRequest(PHONE_MESSAGES.codeLocked);
    throw badRequest(PHONE_MESSAGES.codeWrong(PHONE_CODE_TRIES - tries));
  }
  const verified = await db.transaction(async (tx) => {
    if (!(await useCode(tx, row.id, PHONE_CODE_TRIES))) return false;
    await markPhoneVerified(tx, userId, row.phone);
    return true;
  });
  if (!verified) throw badRequest(PHONE_MESSAGES.codeExpired);
}
