import { and, eq, notExists } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { changingSessions } from '../../plugins/kept-sessions';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/**
 * Inserts a new account, or answers undefined when the email is taken. The unique key
 * decides, so two registrations racing for one email cannot both succeed.
 */
export async function insertUser(
  db: Executor,
  values: { name: string; email: string; passwordHash: string; isAdmin?: boolean },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function promoteToStaff(db: Executor, userId: string): Promise<void> {
  // A session kept as a shopper's must not outlive staff access given (plugins/kept-sessions.ts).
  await changingSessions(() =>
    db.update(users).set({ isAdmin: true, updatedAt: new Date() }).where(eq(users.id, userId)),
  );
}

/**
 * Makes the account the shop owner when the shop has none yet; answers whether it is the
 * owner now (it may have been already). The unique index users_one_owner stops a second
 * owner even if two runs race.
 */
export async function makeOwnerIfNone(db: Executor, userId: string): Promise<boolean> {
  const anyOwner = db.select({ id: users.id }).from(users).where(eq(users.isOwner, true));
  await changingSessions(() =>
    db
      .update(users)
      .set({ isOwner: true, updatedAt: new Date() })
      .where(and(eq(users.id, userId), notExists(anyOwner))),
  );
  return (await findUserById(db, userId))?.isOwner ?? false;
}

/** Every staff account's address, for the shop's alerts (a new paid order, low stock). */
export async function listStaffEmails(db: Executor): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.isAdmin, true));
  return rows.map((row) => row.email);
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}
