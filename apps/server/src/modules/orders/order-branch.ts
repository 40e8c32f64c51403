import { type PickupBranch, pickupPlaceLine } from '@shop/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branches } from '../../db/schema';
import type { OrderRow } from './order-mapper';

/*
 * The branch an order is collected at (decision 0069), as the order answer, its messages and
 * its invoice name it. A closed branch still names the pickups made there.
 */

const pickupBranchColumns = {
  id: branches.id,
  name: branches.name,
  address: branches.address,
  city: branches.city,
  digitalAddress: branches.digitalAddress,
  phone: branches.phone,
  openingHours: branches.openingHours,
};

/** An open branch that offers pickup, or undefined: where a pickup may be placed. */
export async function findPickupBranch(db: Executor, branchId: number): Promise<PickupBranch | undefined> {
  const [row] = await db
    .select(pickupBranchColumns)
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.pickup, true), isNull(branches.archivedAt)));
  return row;
}

/** The pickup branches of some orders by id, in one query (deliveries name none). */
export async function pickupBranchesOf(
  db: Executor,
  rows: Pick<OrderRow, 'fulfilment' | 'branchId'>[],
): Promise<Map<number, PickupBranch>> {
  const ids = [
    ...new Set(rows.flatMap((row) => (row.fulfilment === 'pickup' && row.branchId ? [row.branchId] : []))),
  ];
  if (ids.length === 0) return new Map();
  const found = await db.select(pickupBranchColumns).from(branches).where(inArray(branches.id, ids));
  return new Map(found.map((branch) => [branch.id, branch]));
}

/** Where a pickup is collected, one line ("Kumasi Adum, 14 Prempeh II Street, Kumasi"); null for a delivery. */
export async function pickupPlaceOf(
  db: Executor,
  order: Pick<OrderRow, 'fulfilment' | 'branchId'>,
): Promise<string | null> {
  const branch = (await pickupBranchesOf(db, [order])).get(order.branchId ?? 0);
  return branch ? pickupPlaceLine(branch) : null;
}
