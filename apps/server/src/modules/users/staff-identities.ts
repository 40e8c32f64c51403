import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

export interface StaffIdentity {
  id: string;
  name: string;
  email: string;
}

/**
 * Who staff are, as the audit log names them (decision 0072): every staff account, and the
 * accounts of `ids` whoever they are now (one whose staff access was removed still made its rows).
 */
export async function staffIdentities(db: Executor, ids: string[] = []): Promise<StaffIdentity[]> {
  const whose =
    ids.length > 0 ? or(eq(users.isAdmin, true), inArray(users.id, ids)) : eq(users.isAdmin, true);
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(whose)
    .orderBy(asc(users.name));
}

/** The accounts of `ids`, staff or not. */
export async function identitiesOf(db: Executor, ids: string[]): Promise<StaffIdentity[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
}
