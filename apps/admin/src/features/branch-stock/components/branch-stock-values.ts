import type { BranchStockCell, BranchStockResponse, BranchStockVariant } from '@shop/shared';
import { variantOptionsText } from '@shop/shared';

/** The grid as typed: the text of each cell, by variant id then branch id. */
export type TypedCells = Record<string, Record<string, string>>;

/** A variant as a row names it: its choice ("256GB, Blue"), or the product's name for its one default. */
export const variantLabel = (variant: BranchStockVariant) =>
  variantOptionsText(variant.options) || variant.name;

export function typedCellsOf(grid: BranchStockResponse): TypedCells {
  return Object.fromEntries(
    grid.variants.map((variant) => [
      variant._id,
      Object.fromEntries(
        grid.branches.map((branch) => [String(branch.id), String(variant.branches[String(branch.id)] ?? 0)]),
      ),
    ]),
  );
}

/** A whole number of units, or undefined for anything else typed. */
export function unitsOf(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : undefined;
}

/**
 * The cells staff changed, to send; `invalid` when one of them is not a whole number of 0 or
 * more (the grid says so and sends nothing); `typedAny` when anything was typed over at all.
 */
export function changedCells(
  grid: BranchStockResponse,
  typed: TypedCells,
): { cells: BranchStockCell[]; invalid: boolean; typedAny: boolean } {
  const cells: BranchStockCell[] = [];
  let invalid = false;
  let typedAny = false;
  for (const variant of grid.variants) {
    for (const branch of grid.branches) {
      const text = typed[variant._id]?.[String(branch.id)] ?? '';
      const before = variant.branches[String(branch.id)] ?? 0;
      if (text === String(before)) continue;
      typedAny = true;
      const units = unitsOf(text);
      if (units === undefined) invalid = true;
      else if (units !== before) cells.push({ variantId: variant._id, branchId: branch.id, stock: units });
    }
  }
  return { cells, invalid, typedAny };
}

/** A row's total as typed: the sum of its cells (a cell not yet a number counts as it was). */
export function typedTotal(
  grid: BranchStockResponse,
  typed: TypedCells,
  variant: BranchStockVariant,
): number {
  return grid.branches.reduce((total, branch) => {
    const units = unitsOf(typed[variant._id]?.[String(branch.id)] ?? '');
    return total + (units ?? variant.branches[String(branch.id)] ?? 0);
  }, 0);
}
