import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

/** The branch a staff member works at (decision 0069): its pickups come first on their orders page. */
export async function staffBranchOf(db: Executor, userId: string): Promise<number | null> {
  const [row] = await db.select({ branchId: users.branchId }).from(users).where(eq(users.id, userId));
  return row?.branchId ?? null;
}

/** Ties a staff account to a branch, or to none; false when there is no such staff account. */
export async function setStaffBranch(
  db: Executor,
  userId: string,
  branchId: number | null,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ branchId, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.isAdmin, true)))
    .returning({ id: users.id });
  return rows.length > 0;
}
