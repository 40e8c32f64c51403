import { ACCOUNT_MESSAGES } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { hashToken, revokeUserSessions } from '../../plugins/auth';
import { badRequest } from '../../plugins/errors';
import { findResetAccount, setPasswordHash, useResetToken } from './password-reset-repository';
import { assertAcceptablePassword } from './password-rules';
import { hashPassword, verifyPassword } from './passwords';
import { findUserById } from './user-repository';

/**
 * Sets the new password from a valid link; the link is used up, and every session and every
 * other link of the account end. A password too easy to guess is refused before the link is
 * used, so the shopper tries again.
 */
export async function resetPassword(app: FastifyInstance, token: string, password: string): Promise<void> {
  const tokenHash = hashToken(token);
  const account = await findResetAccount(app.database.db, tokenHash);
  if (!account) throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid);
  await assertAcceptablePassword(password, account);
  const passwordHash = await hashPassword(password);
  await app.database.db.transaction(async (transaction) => {
    // The link is used up here, in one UPDATE: of two clicks racing, one sets the password.
    const userId = await useResetToken(transaction, tokenHash);
    if (!userId) throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid);
    await setPasswordHash(transaction, userId, passwordHash);
    await revokeUserSessions(transaction, userId);
  });
}

/**
 * /profile's change of password: the current one first; the other sessions and every reset
 * link end, this session stays.
 */
export async function changePassword(
  app: FastifyInstance,
  user: { id: string; email: string; name: string; sessionId: number },
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const db = app.database.db;
  const row = await findUserById(db, user.id);
  if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
    // 400, not 401: the session is fine, the form's answer is wrong.
    throw badRequest(ACCOUNT_MESSAGES.wrongCurrentPassword);
  }
  await assertAcceptablePassword(newPassword, user);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (transaction) => {
    await setPasswordHash(transaction, user.id, passwordHash);
    await revokeUserSessions(transaction, user.id, user.sessionId);
  });
}
