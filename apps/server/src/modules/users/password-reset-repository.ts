import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResets, users } from '../../db/schema';

export async function insertPasswordReset(
  db: Executor,
  reset: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

/** The account a link is for while the link still works, without using it up. */
export async function findResetAccount(
  db: Executor,
  tokenHash: string,
): Promise<{ email: string; name: string } | undefined> {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Uses up a link: marks it used and answers its account, only when it is unused and not
 * expired. One UPDATE, so two clicks on one link cannot both set a password.
 */
export async function useResetToken(db: Executor, tokenHash: string): Promise<string | undefined> {
  const [used] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return used?.userId;
}

export async function setPasswordHash(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}
