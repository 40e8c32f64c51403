import { ADMIN_MESSAGES, type AdminCustomer, toCedis } from '@shop/shared';
import type { Executor } from '../../db/client';
import { conflict, notFound } from '../../plugins/errors';
import { orderTotalsByCustomer } from '../orders';
import { type CustomerRow, findCustomer as findCustomerRow, listCustomerPage, setStaffFlag } from '../users';

/** Accounts (users module) with their order count and spend (orders module). */
async function withOrderTotals(db: Executor, rows: CustomerRow[]): Promise<AdminCustomer[]> {
  const totals = await orderTotalsByCustomer(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ createdAt, ...row }) => {
    const { orderCount = 0, spentPesewas = 0 } = totals.get(row.id) ?? {};
    return { ...row, createdAt: createdAt.toISOString(), orderCount, totalSpent: toCedis(spentPesewas) };
  });
}

export async function listCustomers(db: Executor, query: { page?: number; limit?: number; q?: string }) {
  const { rows, ...page } = await listCustomerPage(db, query);
  return { customers: await withOrderTotals(db, rows), ...page };
}

export async function findCustomer(db: Executor, id: string): Promise<AdminCustomer | undefined> {
  const row = await findCustomerRow(db, id);
  return row ? (await withOrderTotals(db, [row]))[0] : undefined;
}

/**
 * Gives or takes staff access and answers the customer as saved. A shop must never lock
 * itself out: staff cannot take away their own access (409).
 */
export async function changeStaffFlag(
  db: Executor,
  actingUserId: string,
  id: string,
  isAdmin: boolean,
): Promise<AdminCustomer> {
  // PostgreSQL reads a uuid in any letter case, so the comparison must too.
  if (id.toLowerCase() === actingUserId && !isAdmin) throw conflict(ADMIN_MESSAGES.cannotRemoveOwnStaff);
  if (!(await setStaffFlag(db, id, isAdmin))) throw notFound(ADMIN_MESSAGES.customerNotFound);
  return (await findCustomer(db, id))!;
}
