import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { branches } from '../db/schema';
import { demoBranches, MIGRATED_BRANCH_NAME } from './demo-branches';

const sameName = (left: string, right: string) => left.toLowerCase() === right.toLowerCase();

/**
 * The demo's three branches (demo-branches.ts). A fresh database holds the one branch migration
 * 0031 made, "Main shop" with no address (no store info existed then): it becomes the Accra
 * branch and keeps filling delivery orders. A branch of a demo name already open is left as it
 * is, so seeding again adds nothing; after a reset (branches emptied) all three are added.
 */
export async function seedDemoBranches(transaction: Executor): Promise<void> {
  const open = await transaction
    .select()
    .from(branches)
    .where(isNull(branches.archivedAt))
    .orderBy(branches.position, branches.id);
  const [delivering, ...others] = demoBranches;
  const migrated = open.length === 1 && open[0]!.name === MIGRATED_BRANCH_NAME ? open[0] : undefined;
  if (migrated) {
    await transaction
      .update(branches)
      .set({ ...delivering!, position: 0, updatedAt: new Date() })
      .where(and(eq(branches.id, migrated.id), isNull(branches.archivedAt)));
  } else if (!open.some((branch) => sameName(branch.name, delivering!.name))) {
    const deliveryTaken = open.some((branch) => branch.fillsDelivery);
    await transaction.insert(branches).values({ ...delivering!, position: 0, fillsDelivery: !deliveryTaken });
  }
  const missing = others.filter((demo) => !open.some((branch) => sameName(branch.name, demo.name)));
  if (missing.length === 0) return;
  await transaction
    .insert(branches)
    .values(missing.map((demo) => ({ ...demo, position: demoBranches.indexOf(demo) })));
}

/**
 * Moves a third of the units of every other variant holding three or more from the delivery
 * branch to the demo's second branch (Kumasi), as a transfer staff would make; totals stay.
 */
export async function spreadDemoStock(transaction: Executor): Promise<void> {
  const second = demoBranches[1]!;
  await transaction.execute(sql`
    with moved as (
      select branch_stock.variant_id, kumasi.id as to_branch, branch_stock.stock / 3 as units
      from branch_stock
      join branches as delivery on delivery.id = branch_stock.branch_id and delivery.fills_delivery
      join branches as kumasi on lower(kumasi.name) = lower(${second.name}) and kumasi.archived_at is null
      where branch_stock.stock >= 3 and branch_stock.variant_id % 2 = 0
    ),
    taken as (
      update branch_stock set stock = branch_stock.stock - moved.units
      from moved, branches as delivery
      where delivery.fills_delivery and branch_stock.branch_id = delivery.id and branch_stock.variant_id = moved.variant_id
      returning branch_stock.variant_id
    )
    insert into branch_stock (variant_id, branch_id, stock)
    select variant_id, to_branch, units from moved
    on conflict (variant_id, branch_id) do update set stock = branch_stock.stock + excluded.stock`);
}
