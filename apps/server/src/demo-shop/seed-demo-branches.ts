import { and, eq, isNull } from 'drizzle-orm';
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
