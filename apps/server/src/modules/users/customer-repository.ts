import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern, pagingOf } from '../../db/query-helpers';
import { users } from '../../db/schema';
import { changingSessions } from '../../plugins/kept-sessions';

/** An account as staff list it: never the password hash. */
export interface CustomerRow {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  isOwner: boolean;
  createdAt: Date;
  phone: string | null;
  phoneVerifiedAt: Date | null;
  smsOrderUpdates: boolean;
  /** Where the order updates go when on: SMS, or WhatsApp (decision 0066). */
  orderUpdatesChannel: 'sms' | 'whatsapp';
  /** Deliveries refused at the door since pay on delivery was last restored. */
  refusedDeliveries: number;
  /** The branch a staff member works at (decision 0069). */
  branchId: number | null;
}

const customerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  isAdmin: users.isAdmin,
  isOwner: users.isOwner,
  createdAt: users.createdAt,
  phone: users.phone,
  phoneVerifiedAt: users.phoneVerifiedAt,
  smsOrderUpdates: users.smsOrderUpdates,
  orderUpdatesChannel: users.orderUpdatesChannel,
  refusedDeliveries: users.refusedDeliveries,
  branchId: users.branchId,
};

/** Accounts newest first, found by a part of the name or email. */
export async function listCustomerPage(db: Executor, query: { page?: number; limit?: number; q?: string }) {
  const { page, limit, offset } = pagingOf(query);
  let where: SQL | undefined;
  if (query.q)
    where = or(ilike(users.name, containsPattern(query.q)), ilike(users.email, containsPattern(query.q)));
  const [rows, totals] = await Promise.all([
    db
      .select(customerColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0, page, limit };
}

export async function findCustomer(db: Executor, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select(customerColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Gives or takes staff access; answers false when there is no such account. */
export async function setStaffFlag(db: Executor, id: string, isAdmin: boolean): Promise<boolean> {
  // A session kept as a shopper's must not outlive staff access given (plugins/kept-sessions.ts).
  const rows = await changingSessions(() =>
    db
      .update(users)
      .set({ isAdmin, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning({ id: users.id }),
  );
  return rows.length > 0;
}
