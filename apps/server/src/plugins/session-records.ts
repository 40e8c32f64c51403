import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { sessions } from '../db/schema';
import { changingSessions } from './kept-sessions';

/*
 * The sessions table's other readers beside plugins/auth.ts, which makes and checks them: an
 * account's sessions as its owner may take them, and their end when the account is erased
 * (decision 0071).
 */

/** When each session began, was last used and ends: the token's hash is the shop's, left out. */
export async function sessionDataOf(db: Executor, userId: string) {
  return db
    .select({
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
}

/** Every session of an erased account goes, so each of its tokens answers 401 at once. */
export async function deleteUserSessions(db: Executor, userId: string): Promise<void> {
  await changingSessions(() => db.delete(sessions).where(eq(sessions.userId, userId)));
}
