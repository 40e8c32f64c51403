import type { Branch, OpeningHours } from '@shop/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settingSaved } from '../../db/kept-settings';
import { branches } from '../../db/schema';

export type BranchRow = typeof branches.$inferSelect;

/** What staff write of a branch: everything but its place in the lists and the delivery flag. */
export interface BranchFields {
  name: string;
  address: string;
  city: string;
  digitalAddress: string;
  phone: string;
  openingHours: OpeningHours;
  pickup: boolean;
}

export function toBranch(row: BranchRow): Branch {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    digitalAddress: row.digitalAddress,
    phone: row.phone,
    openingHours: row.openingHours,
    pickup: row.pickup,
    fillsDelivery: row.fillsDelivery,
  };
}

const isOpen = isNull(branches.archivedAt);

/** The open branches in their order (position, then the older first). */
export function listOpenBranches(db: Executor): Promise<BranchRow[]> {
  return db.select().from(branches).where(isOpen).orderBy(asc(branches.position), asc(branches.id));
}

/**
 * Locks every open branch until the transaction ends, so that the writes that must see all of
 * them (which one fills delivery, whether one would be the last) happen one after another.
 */
export function lockOpenBranches(db: Executor): Promise<Pick<BranchRow, 'id' | 'name' | 'fillsDelivery'>[]> {
  return db
    .select({ id: branches.id, name: branches.name, fillsDelivery: branches.fillsDelivery })
    .from(branches)
    .where(isOpen)
    .orderBy(asc(branches.id))
    .for('update');
}

/** Whether another open branch already has this name, in any letter case. */
export async function isBranchNameTaken(db: Executor, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(isOpen, sql`lower(${branches.name}) = lower(${name})`));
  return rows.some((row) => row.id !== exceptId);
}

/** A new branch, last in the lists. */
export async function insertBranch(db: Executor, fields: BranchFields): Promise<BranchRow> {
  const [row] = await db
    .insert(branches)
    .values({ ...fields, position: sql`(select coalesce(max(position), -1) + 1 from branches)` })
    .returning();
  return row!;
}

/** The open branch as saved, or undefined when there is no open branch of that id. */
export async function updateBranch(
  db: Executor,
  id: number,
  fields: BranchFields,
): Promise<BranchRow | undefined> {
  const [row] = await db
    .update(branches)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(branches.id, id), isOpen))
    .returning();
  return row;
}

/** The branch that fills delivery orders from now on: the old one first lets go (one at most). */
export async function moveDeliveryTo(db: Executor, id: number): Promise<void> {
  const now = new Date();
  await db
    .update(branches)
    .set({ fillsDelivery: false, updatedAt: now })
    .where(and(eq(branches.fillsDelivery, true), sql`${branches.id} <> ${id}`));
  await db.update(branches).set({ fillsDelivery: true, updatedAt: now }).where(eq(branches.id, id));
  // The delivery branch kept between checkouts (catalogue/stock.ts) is stale from here.
  settingSaved(db);
}

/** Closes an open branch: it leaves the lists, and orders keep naming it. */
export async function archiveBranch(db: Executor, id: number): Promise<void> {
  const now = new Date();
  await db
    .update(branches)
    .set({ archivedAt: now, updatedAt: now })
    .where(and(eq(branches.id, id), isOpen));
}
