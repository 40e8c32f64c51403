import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashToken } from '../../plugins/auth';
import { mailContext, passwordReset, queueMail } from '../messages';
import { emailKey } from './auth-rate-limits';
import { knownAddressKey } from './login-throttle';
import { insertPasswordResetFor } from './password-reset-repository';

/** How long an e-mailed link works. */
export const PASSWORD_RESET_MINUTES = 30;
/**
 * New links one account gets in a link's lifetime from addresses it has not logged in from
 * (decision 0024). Past that a request is answered as usual and makes no link, so the newest
 * link, already in the owner's mailbox, keeps working: nobody can flood the owner with mail
 * or end each link before the owner uses it.
 */
export const NEW_LINKS_PER_LIFETIME = 3;

/** The page the link opens: the admin site's for staff who asked from it, else the storefront's. */
function resetPageUrl(app: FastifyInstance, origin: string, site: 'storefront' | 'admin') {
  const adminSite = app.config.adminSiteUrl;
  return site === 'admin'
    ? `${/^https?:\/\//i.test(adminSite) ? adminSite : origin + adminSite}`.replace(/\/+$/, '') +
        '/reset-password'
    : `${origin}/reset_password`;
}

/** Whether this request may make a new link: always from an address the account logged in from. */
async function mayMakeLink(app: FastifyInstance, email: string, requester: string): Promise<boolean> {
  const [made, known] = await Promise.all([
    app.abuseCounters.hit(`reset:links:${emailKey(email)}`, PASSWORD_RESET_MINUTES * 60_000),
    app.abuseCounters.read(knownAddressKey(email, requester)),
  ]);
  return known.count > 0 || made.count <= NEW_LINKS_PER_LIFETIME;
}

/**
 * "Forgot password?", the part after the answer (routes.ts answers every address alike before
 * any of this runs): when an account has the address, a random token (only its hash kept,
 * bound to the account's password) and an e-mail with the link. The new link is the
 * account's newest, which ends the earlier ones. Known and unknown addresses do the same work
 * up to queueing the e-mail, so even this work, beside other requests, tells little.
 */
export async function makePasswordResetLink(
  app: FastifyInstance,
  email: string,
  site: 'storefront' | 'admin',
  requester: string,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const allowed = await mayMakeLink(app, email, requester);
  const made = await app.database.db.transaction(async (transaction) => {
    const link = await insertPasswordResetFor(transaction, {
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000),
      allowed,
    });
    const context = await mailContext(app, transaction);
    // The admin site's page only for staff: a customer asking there gets the storefront's.
    const page = resetPageUrl(app, context.origin, link?.isAdmin ? site : 'storefront');
    // The token is the message's secret: the outbox's words, which staff read, hold its mask.
    const message = passwordReset(context, email, page, token);
    if (!link) return false;
    await queueMail(transaction, [message]);
    return true;
  });
  // Sent at once rather than at the worker's next round: the shopper is waiting for it.
  if (made) await app.outboxWorker?.deliverDue();
}
