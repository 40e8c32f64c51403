import { ADMIN_MESSAGES, type AdminCustomer, PAY_ON_DELIVERY_TEXTS, toCedis } from '@shop/shared';
import type { Executor } from '../../db/client';
import { conflict, forbidden, notFound } from '../../plugins/errors';
import { orderTotalsByCustomer } from '../orders';
import {
  type CustomerRow,
  changeOrderTexts,
  findCustomer as findCustomerRow,
  listCustomerPage,
  setStaffFlag,
} from '../users';
import { type AccountStanding, payOnDeliveryBlocksOf, restorePerson } from './pay-on-delivery-people';

/** The account as pay on delivery's person starts from (decision 0044). */
export const accountStandingOf = (row: CustomerRow): AccountStanding => ({
  id: row.id,
  refusedDeliveries: row.refusedDeliveries,
  verifiedPhone: row.phoneVerifiedAt ? row.phone : null,
});

/** Accounts (users module) with their order count and spend (orders module) and what blocks pay on delivery. */
async function withOrderTotals(db: Executor, rows: CustomerRow[]): Promise<AdminCustomer[]> {
  const [totals, blocks] = await Promise.all([
    orderTotalsByCustomer(
      db,
      rows.map((row) => row.id),
    ),
    payOnDeliveryBlocksOf(db, rows.map(accountStandingOf)),
  ]);
  return rows.map(({ createdAt, phoneVerifiedAt, smsOrderUpdates, ...row }) => {
    const { orderCount = 0, spentPesewas = 0 } = totals.get(row.id) ?? {};
    const payOnDeliveryBlocks = blocks.get(row.id) ?? [];
    return {
      ...row,
      createdAt: createdAt.toISOString(),
      orderCount,
      totalSpent: toCedis(spentPesewas),
      phoneVerified: Boolean(row.phone && phoneVerifiedAt),
      orderTexts: smsOrderUpdates,
      payOnDeliveryBlocked: payOnDeliveryBlocks.length > 0,
      payOnDeliveryBlocks,
    };
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
 * Gives or takes staff access and answers the customer as saved. Only the owner does this
 * (403 for other staff, with its own words when they aim at the owner), so one staff member
 * cannot remove all the others; and the owner cannot take away their own access (409), so
 * the shop never locks itself out.
 */
export async function changeStaffFlag(
  db: Executor,
  actingUser: { id: string; isOwner: boolean },
  id: string,
  isAdmin: boolean,
): Promise<AdminCustomer> {
  const target = await findCustomerRow(db, id);
  if (!target) throw notFound(ADMIN_MESSAGES.customerNotFound);
  if (!actingUser.isOwner)
    throw forbidden(target.isOwner ? ADMIN_MESSAGES.ownerUnchangeable : ADMIN_MESSAGES.ownerOnly);
  if (target.id === actingUser.id && !isAdmin) throw conflict(ADMIN_MESSAGES.cannotRemoveOwnStaff);
  if (!(await setStaffFlag(db, target.id, isAdmin))) throw notFound(ADMIN_MESSAGES.customerNotFound);
  return (await findCustomer(db, target.id))!;
}

/** Staff change a customer's "Text me about my orders" (decision 0026), as the customer could on /profile. */
export async function changeCustomerOrderTexts(
  db: Executor,
  id: string,
  on: boolean,
): Promise<AdminCustomer> {
  const target = await findCustomerRow(db, id);
  if (!target) throw notFound(ADMIN_MESSAGES.customerNotFound);
  await changeOrderTexts(db, id, on);
  return (await findCustomer(db, id))!;
}

/**
 * Staff give pay on delivery back to the person (decision 0044): the account and every phone
 * and address it used. 409 when none of them has a refused delivery to forgive.
 */
export async function restoreCustomerPayOnDelivery(db: Executor, id: string): Promise<AdminCustomer> {
  const target = await findCustomerRow(db, id);
  if (!target) throw notFound(ADMIN_MESSAGES.customerNotFound);
  if (!(await restorePerson(db, accountStandingOf(target)))) {
    throw conflict(PAY_ON_DELIVERY_TEXTS.account.notBlocked(target.name));
  }
  return (await findCustomer(db, id))!;
}
