import { API_MESSAGES } from '@shop/shared';
import type { Db } from '../../db/client';
import { createSession } from '../../plugins/auth';
import { conflict, unauthorized } from '../../plugins/errors';
import { type ConsentChange, recordConsent } from '../consent';
import { assertAcceptablePassword } from './password-rules';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { findUserByEmail, insertUser, type UserRow } from './user-repository';

/**
 * A new account and its first session, which lasts at most `sessionMaxDays`; answers the
 * bearer token. 409 when the email is taken, 400 when the password is too easy to guess.
 * The marketing boxes ticked on the form are recorded with it (decision 0065, source 'sign-up').
 */
export async function registerAccount(
  db: Db,
  {
    name,
    email,
    password,
    marketing,
  }: { name: string; email: string; password: string; marketing?: ConsentChange },
  sessionMaxDays: number,
  now: Date,
): Promise<string> {
  // A cheap look-up first spares a hash for the common case; the unique key decides races.
  if (await findUserByEmail(db, email)) throw conflict(API_MESSAGES.emailTaken);
  await assertAcceptablePassword(password, { email, name });
  const passwordHash = await hashPassword(password);
  // The account and its session are written together: an account without a token would
  // answer "email taken" to the shopper's retry.
  return db.transaction(async (transaction) => {
    const user = await insertUser(transaction, { name, email, passwordHash });
    if (!user) throw conflict(API_MESSAGES.emailTaken);
    // A new account has no answer yet, so only a yes writes (a no is what none means).
    if (marketing) await recordConsent(transaction, user.id, marketing, 'sign-up', now);
    return createSession(transaction, user.id, sessionMaxDays);
  });
}

/**
 * The account of the right password; a wrong email and a wrong password get one answer (401).
 * The route opens a shopper's session at once; staff's sign-in goes on in two-step/ (decision 0073).
 */
export async function checkPassword(db: Db, email: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    // As slow as a wrong password, so the answer's timing does not tell which emails exist.
    await verifyAgainstDummy(password);
    throw unauthorized(API_MESSAGES.invalidCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, password)))
    throw unauthorized(API_MESSAGES.invalidCredentials);
  return user;
}
