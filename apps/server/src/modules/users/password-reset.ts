import { randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { hashToken, revokeUserSessions } from '../../plugins/auth';
import { badRequest } from '../../plugins/errors';
import { mailContext, passwordReset, queueMail } from '../mail';
import {
  findResetAccount,
  insertPasswordReset,
  setPasswordHash,
  useResetToken,
} from './password-reset-repository';
import { assertAcceptablePassword } from './password-rules';
import { hashPassword, verifyPassword } from './passwords';
import { findUserByEmail, findUserById } from './user-repository';

/** How long an e-mailed link works. */
export const PASSWORD_RESET_MINUTES = 30;

/** The page the link opens: the storefront's, or the admin site's for staff. */
function resetPageUrl(app: FastifyInstance, origin: string, site: 'storefront' | 'admin', token: string) {
  const adminSite = app.config.adminSiteUrl;
  const base =
    site === 'admin'
      ? `${/^https?:\/\//i.test(adminSite) ? adminSite : origin + adminSite}`.replace(/\/+$/, '') +
        '/reset-password'
      : `${origin}/reset_password`;
  return `${base}?token=${encodeURIComponent(token)}`;
}

/**
 * "Forgot password?": a random token (only its hash kept) and an e-mail with the link, when an
 * account has the address. The caller answers the same words either way (no password is
 * hashed on either path, so the time says little), so the answer tells no one which
 * addresses have accounts.
 */
export async function requestPasswordReset(
  app: FastifyInstance,
  email: string,
  site: 'storefront' | 'admin',
): Promise<void> {
  const db = app.database.db;
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (transaction) => {
    await insertPasswordReset(transaction, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000),
    });
    const context = await mailContext(app, transaction);
    await queueMail(transaction, [
      passwordReset(context, user.email, resetPageUrl(app, context.origin, site, token)),
    ]);
  });
  // Sent at once rather than at the worker's next round: the shopper is waiting for it.
  void app.mailWorker?.deliverDue().catch((error) => app.log.warn({ err: error }, 'reset mail not sent yet'));
}

/**
 * Sets the new password from a valid link; the link is used up and every session ends. A
 * password too easy to guess is refused before the link is used, so the shopper tries again.
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

/** /profile's change of password: the current one first; the other sessions end, this one stays. */
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
