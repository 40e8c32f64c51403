import { ADMIN_MESSAGES, type AdminCustomer, PICKUP_COUNTER_MESSAGES } from '@shop/shared';
import type { Executor } from '../../db/client';
import { conflict, notFound } from '../../plugins/errors';
import { listOpenBranches } from '../branches';
import { setStaffBranch } from '../users';
import { findCustomer } from './customer-service';

/**
 * The owner ties a staff account to an open branch, or to none (decision 0069): 404 for no such
 * account, 409 for a customer account or a branch that is not open.
 */
export async function changeStaffBranch(
  db: Executor,
  userId: string,
  branchId: number | null,
): Promise<AdminCustomer> {
  const account = await findCustomer(db, userId);
  if (!account) throw notFound(ADMIN_MESSAGES.customerNotFound);
  if (!account.isAdmin) throw conflict(PICKUP_COUNTER_MESSAGES.notStaff);
  if (branchId !== null && !(await listOpenBranches(db)).some((branch) => branch.id === branchId)) {
    throw conflict(PICKUP_COUNTER_MESSAGES.unknownBranch);
  }
  await setStaffBranch(db, userId, branchId);
  return (await findCustomer(db, userId))!;
}
