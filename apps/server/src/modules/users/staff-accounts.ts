import type { Executor } from '../../db/client';
import { assertAcceptablePassword } from './password-rules';
import { hashPassword } from './passwords';
import { findUserByEmail, insertUser, makeOwnerIfNone, promoteToStaff } from './user-repository';

export interface StaffOutcome {
  outcome: 'created' | 'promoted';
  /** The shop had no owner, so this account became it (the first `admin:create`). */
  isOwner: boolean;
}

/**
 * Creates a staff account, or makes an existing account staff. An existing account keeps
 * its name and password: promoting someone must not silently change how they log in. The
 * first staff account made this way is the shop owner.
 */
export async function createOrPromoteStaff(
  db: Executor,
  input: { email: string; password: string; name: string },
): Promise<StaffOutcome> {
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  const existing = await findUserByEmail(db, email);
  if (existing) return promoted(db, existing.id);
  await assertAcceptablePassword(input.password, { email, name });
  const created = await insertUser(db, {
    name,
    email,
    passwordHash: await hashPassword(input.password),
    isAdmin: true,
  });
  if (created) return { outcome: 'created', isOwner: await makeOwnerIfNone(db, created.id) };
  // Someone registered the same email between the look-up and the insert.
  const raced = await findUserByEmail(db, email);
  if (!raced) throw new Error(`Could not create or find the account ${email}.`);
  return promoted(db, raced.id);
}

async function promoted(db: Executor, userId: string): Promise<StaffOutcome> {
  await promoteToStaff(db, userId);
  return { outcome: 'promoted', isOwner: await makeOwnerIfNone(db, userId) };
}
