import { BRANCH_MESSAGES, BRANCH_STOCK_MESSAGES, type branchBodySchema } from '@shop/shared';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/query-helpers';
import { conflict, notFound } from '../../plugins/errors';
import {
  archiveBranch,
  type BranchFields,
  type BranchRow,
  insertBranch,
  isBranchNameTaken,
  listOpenBranches,
  lockOpenBranches,
  moveDeliveryTo,
  updateBranch,
} from './branch-repository';
import { unitsHeldAt } from './branch-stock-repository';

/** The body as the contract parsed it (trimmed, the digital address normalised). */
type ParsedBranchBody = z.output<typeof branchBodySchema>;

const fieldsOf = (body: ParsedBranchBody): BranchFields => ({
  name: body.name,
  address: body.address,
  city: body.city,
  digitalAddress: body.digitalAddress,
  phone: body.phone,
  openingHours: body.openingHours,
  pickup: body.pickup,
});

/**
 * Shoppers choose a branch by its name, so two open ones never share it in any letter case: a
 * look-up gives the clear 409, and the table's unique index catches two saves at one moment.
 */
async function savingName<T>(
  db: Executor,
  body: ParsedBranchBody,
  exceptId: number | undefined,
  save: () => Promise<T>,
) {
  if (await isBranchNameTaken(db, body.name, exceptId)) throw conflict(BRANCH_MESSAGES.nameTaken(body.name));
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(BRANCH_MESSAGES.nameTaken(body.name));
    throw error;
  }
}

export function addBranch(db: Executor, body: ParsedBranchBody): Promise<BranchRow> {
  return savingName(db, body, undefined, () => insertBranch(db, fieldsOf(body)));
}

/** The branch as saved; 404 for an unknown or closed one. */
export async function changeBranch(db: Executor, id: number, body: ParsedBranchBody): Promise<BranchRow> {
  const row = await savingName(db, body, id, () => updateBranch(db, id, fieldsOf(body)));
  if (!row) throw notFound(BRANCH_MESSAGES.notFound);
  return row;
}

/** Makes an open branch the one that fills delivery orders; answers the open branches after. */
export function makeDeliveryBranch(db: Db, id: number): Promise<BranchRow[]> {
  return db.transaction(async (transaction) => {
    const open = await lockOpenBranches(transaction);
    if (!open.some((branch) => branch.id === id)) throw notFound(BRANCH_MESSAGES.notFound);
    await moveDeliveryTo(transaction, id);
    return listOpenBranches(transaction);
  });
}

/**
 * Closes an open branch. Delivery orders need a branch to take stock from, and a shop a
 * branch at all, so the delivery branch and the last open one stay (409), as does one that
 * still holds stock.
 */
export function closeBranch(db: Db, id: number): Promise<string> {
  return db.transaction(async (transaction) => {
    const open = await lockOpenBranches(transaction);
    const branch = open.find((candidate) => candidate.id === id);
    if (!branch) throw notFound(BRANCH_MESSAGES.notFound);
    // The last branch fills delivery too; "choose another" would point at none.
    if (open.length === 1) throw conflict(BRANCH_MESSAGES.lastBranch);
    if (branch.fillsDelivery) throw conflict(BRANCH_MESSAGES.deliveryCannotClose);
    // A closed branch leaves every list: units left there could be neither sold nor moved (decision 0068).
    const held = await unitsHeldAt(transaction, id);
    if (held > 0) throw conflict(BRANCH_STOCK_MESSAGES.branchStillHolds(branch.name, held));
    await archiveBranch(transaction, id);
    return branch.name;
  });
}
