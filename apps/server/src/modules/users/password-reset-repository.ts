import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/query-helpers';
import { passwordResets, users } from '../../db/schema';

/** What a link keeps of the password it was issued against: not the hash itself, a digest of it. */
const fingerprintOfPassword = sql`encode(sha256(convert_to(${users.passwordHash}, 'UTF8')), 'hex')`;

/**
 * Makes a link for the account with `email`, if there is one and `allowed`, and answers
 * whether it is a staff account's; undefined when no link was made. One statement that does
 * the same work whether or not the address has an account, so its time tells nothing either
 * (it runs after the answer, but beside the next request).
 */
export async function insertPasswordResetFor(
  db: Executor,
  reset: { email: string; tokenHash: string; expiresAt: Date; allowed: boolean },
): Promise<{ isAdmin: boolean } | undefined> {
  const result = await db.execute(sql`
    with account as (
      select ${users.id} as id, ${users.isAdmin} as is_admin, ${fingerprintOfPassword} as fingerprint
      from ${users} where ${users.email} = ${reset.email} and ${reset.allowed}
    ), made as (
      insert into ${passwordResets} (user_id, token_hash, expires_at, password_fingerprint)
      select id, ${reset.tokenHash}, ${reset.expiresAt.toISOString()}, fingerprint from account
      returning user_id
    )
    select account.is_admin from account join made on made.user_id = account.id`);
  const [row] = rowsOf<{ is_admin: boolean }>(result);
  return row ? { isAdmin: row.is_admin } : undefined;
}

/**
 * The one rule of a working link, for the look-up and the UPDATE that uses it up (both join
 * `users`): unused, not expired, the account's newest link (asking again ends the earlier
 * ones, whatever races), and issued against the password the account has now (a reset or a
 * change ends every link issued before it; argon2's salt makes every new hash differ).
 */
function linkWorks(tokenHash: string): SQL {
  return and(
    eq(passwordResets.tokenHash, tokenHash),
    eq(users.id, passwordResets.userId),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, new Date()),
    eq(passwordResets.passwordFingerprint, fingerprintOfPassword),
    // Newest by the time its transaction began, which its e-mail's created_at shares, so the
    // newest e-mail in the mailbox holds the working link even when two links were made at once.
    sql`not exists (select 1 from "password_resets" as "newer"
      where "newer"."user_id" = "password_resets"."user_id"
        and ("newer"."created_at", "newer"."id") > ("password_resets"."created_at", "password_resets"."id"))`,
  ) as SQL;
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
    .where(linkWorks(tokenHash))
    .limit(1);
  return row;
}

/**
 * Uses up a link: marks it used and answers its account, only while it still works. One
 * UPDATE, so two clicks on one link cannot both set a password.
 */
export async function useResetToken(db: Executor, tokenHash: string): Promise<string | undefined> {
  const [used] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .from(users)
    .where(linkWorks(tokenHash))
    .returning({ userId: passwordResets.userId });
  return used?.userId;
}

/**
 * Sets a new password and ends every link of the account still open. The fingerprint alone
 * would refuse them; marking them used keeps the table saying so too.
 */
export async function setPasswordHash(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
