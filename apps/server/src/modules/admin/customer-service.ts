import { type AdminCustomer, toCedis } from '@shop/shared';
import { count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { containsPattern, pagingOf } from './paging';

/*
 * Correlated subqueries with table-qualified names (Drizzle leaves columns unqualified
 * inside raw SQL, where "id" would be ambiguous). Spent: paid orders that were not cancelled.
 */
const orderCount =
  sql<number>`(select count(*) from orders as placed where placed.user_id = "users"."id")`.mapWith(Number);
const spentPesewas = sql<number>`(
  select coalesce(sum(placed.total_pesewas), 0) from orders as placed
  where placed.user_id = "users"."id" and placed.payment_status = 'Paid' and placed.order_status <> 'Cancelled'
)`.mapWith(Number);

const customerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  isAdmin: users.isAdmin,
  createdAt: users.createdAt,
  orderCount,
  spentPesewas,
};

type CustomerRow = {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  createdAt: Date;
  orderCount: number;
  spentPesewas: number;
};

function toAdminCustomer(row: CustomerRow): AdminCustomer {
  const { spentPesewas: spent, createdAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), totalSpent: toCedis(spent) };
}

export async function listCustomers(db: Executor, query: { page?: number; limit?: number; q?: string }) {
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
  return { customers: rows.map(toAdminCustomer), total: totals[0]?.total ?? 0, page, limit };
}

export async function findCustomer(db: Executor, id: string): Promise<AdminCustomer | undefined> {
  const [row] = await db.select(customerColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ? toAdminCustomer(row) : undefined;
}

export async function setStaffFlag(db: Executor, id: string, isAdmin: boolean): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isAdmin, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}
