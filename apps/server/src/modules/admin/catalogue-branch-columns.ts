import {
  ADMIN_MESSAGES,
  BRANCH_STOCK_COLUMN_PREFIX,
  BRANCH_STOCK_MESSAGES,
  branchStockColumn,
} from '@shop/shared';
import { badRequest } from '../../plugins/errors';
import type { BranchRow } from '../branches';

/*
 * The catalogue files' columns of stock at each branch (decision 0068, docs/product/branches.md):
 * "stock at Accra Mall" beside the total `stock`, one per open branch. A shop with one branch
 * gets none (its `stock` is that branch's), so its files read as they always have.
 */

export interface BranchColumn {
  branchId: number;
  column: string;
}

/** Units at each branch by branch id (a product's, summed over its variants, or a variant's). */
export type BranchUnits = Map<number, number>;

export const isBranchStockColumn = (name: string) =>
  name.toLowerCase().startsWith(BRANCH_STOCK_COLUMN_PREFIX);

/** The export's branch columns: one per open branch, in their order, when there are two or more. */
export function exportedBranchColumns(open: Pick<BranchRow, 'id' | 'name'>[]): BranchColumn[] {
  if (open.length < 2) return [];
  return open.map((branch) => ({ branchId: branch.id, column: branchStockColumn(branch.name) }));
}

/** Puts the branch columns' names or cells right after `stock`'s. */
export function besideStock<T>(columns: readonly string[], cells: T[], branchCells: T[]): T[] {
  const after = columns.indexOf('stock') + 1;
  return [...cells.slice(0, after), ...branchCells, ...cells.slice(after)];
}

/** The file's branch columns, each naming an open branch in any letter case (else 400). */
export function importedBranchColumns(
  header: string[],
  open: Pick<BranchRow, 'id' | 'name'>[],
): BranchColumn[] {
  return header
    .map((name) => name.trim())
    .filter(isBranchStockColumn)
    .map((column) => {
      const named = column.slice(BRANCH_STOCK_COLUMN_PREFIX.length).trim().toLowerCase();
      const branch = open.find((candidate) => candidate.name.toLowerCase() === named);
      if (!branch) throw badRequest(BRANCH_STOCK_MESSAGES.importUnknownBranch(column));
      return { branchId: branch.id, column };
    });
}

export interface BranchPlan {
  /** The units to set at each branch; undefined when nothing changes there. */
  units?: BranchUnits;
  /** The branch columns a change would write. */
  changes: string[];
  /** The product's stock after the change (the sum over its branches). */
  total: number;
  errors: string[];
}

/**
 * What a row's branch cells would do. An empty cell keeps the branch's units (a new product's:
 * none). A product with several variants has its units on its page, so its cells must stay as
 * exported. The `stock` cell is the sum: when it was changed too, it must be the new sum.
 */
export function planBranchCells(
  cells: Record<string, string | undefined>,
  columns: BranchColumn[],
  current: BranchUnits,
  variantCount: number,
): BranchPlan {
  const errors: string[] = [];
  const units: BranchUnits = new Map();
  const changes: string[] = [];
  for (const { branchId, column } of columns) {
    const text = (cells[column] ?? '').trim();
    if (text === '') continue;
    if (!/^\d{1,7}$/.test(text)) {
      errors.push(ADMIN_MESSAGES.importBadNumber(column));
      continue;
    }
    const value = Number(text);
    if (value !== (current.get(branchId) ?? 0)) {
      units.set(branchId, value);
      changes.push(column);
    }
  }
  let total = 0;
  for (const held of current.values()) total += held;
  for (const [branchId, value] of units) total += value - (current.get(branchId) ?? 0);
  if (variantCount > 1 && changes.length > 0)
    errors.push(BRANCH_STOCK_MESSAGES.importBranchColumnsSeveralVariants);
  return { ...(changes.length > 0 ? { units } : {}), changes, total, errors };
}
