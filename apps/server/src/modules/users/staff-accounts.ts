import type { Executor } from '../../db/client';
import { hashPassword } from './passwords';
import { findUserByEmail, insertUser, promoteToStaff } from './user-repository';

/**
 * Creates a staff account, or makes an existing account staff. An existing account keeps
 * its name and password: promoting someone must not silently change how they log in.
 */
export async function createOrPromoteStaff(
  db: Executor,
  input: { email: string; password: string; name: string },
): Promise<'created' | 'promoted'> {
  const email = input.email.trim().toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await promoteToStaff(db, existing.id);
    return 'promoted';
  }
  const created = await insertUser(db, {
    name: input.name.trim(),
    email,
    passwordHash: await hashPassword(input.password),
    isAdmin: true,
  });
  if (created) return 'created';
  // Someone registered the same email between the look-up and the insert.
  const raced = await findUserByEmail(db, email);
  if (!raced) throw new Error(`Could not create or find the account ${email}.`);
  await promoteToStaff(db, raced.id);
  return 'promoted';
}
