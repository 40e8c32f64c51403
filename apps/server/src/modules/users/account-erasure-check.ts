import { MY_DATA_MESSAGES } from '@shop/shared';
import type { Executor } from '../../db/client';
import { badRequest, forbidden, unauthorized } from '../../plugins/errors';
import { verifyPassword } from './passwords';
import { findUserById } from './user-repository';

/**
 * Whether the account may be erased by its owner now (decision 0071): never a staff account or
 * the owner's, whose loss would lock the shop (403, whatever the password); a wrong password
 * is 400, as a change of password answers it, since the session itself is fine.
 */
export async function checkAccountErasable(db: Executor, userId: string, password: string): Promise<void> {
  const row = await findUserById(db, userId);
  if (!row) throw unauthorized();
  if (row.isAdmin || row.isOwner) throw forbidden(MY_DATA_MESSAGES.staffCannotDelete);
  if (!(await verifyPassword(row.passwordHash, password))) throw badRequest(MY_DATA_MESSAGES.wrongPassword);
}
