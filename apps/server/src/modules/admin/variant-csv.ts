import { toCedis, VARIANT_CSV_COLUMNS } from '@shop/shared';
import { toCsv } from '../../plugins/csv';
import type { listEveryVariant } from '../catalogue';
import { type BranchColumn, type BranchUnits, besideStock } from './catalogue-branch-columns';

type VariantLine = Awaited<ReturnType<typeof listEveryVariant>>[number];

/**
 * Every variant as a CSV row (GET /api/admin/variants.csv), for counting stock per colour
 * and size: the choice reads "Storage: 256GB; Colour: Blue", images one per line in a cell, the
 * sale as set (decision 0062) in three cells, empty without one, and its units at each branch
 * beside its stock when the shop has several (`units`: by variant id).
 */
export function variantsCsv(
  lines: VariantLine[],
  branchColumns: BranchColumn[] = [],
  units: Map<number, BranchUnits> = new Map(),
): string {
  const header = besideStock(
    VARIANT_CSV_COLUMNS,
    [...VARIANT_CSV_COLUMNS],
    branchColumns.map((branch) => branch.column),
  );
  const atBranches = (line: VariantLine) =>
    branchColumns.map((branch) => units.get(line.variant.id)?.get(branch.branchId) ?? 0);
  return toCsv(
    header,
    lines.map((line) =>
      besideStock<string | number | boolean>(
        VARIANT_CSV_COLUMNS,
        [
          line.productId,
          line.productName,
          line.variant.sku,
          Object.entries(line.options)
            .map(([name, value]) => `${name}: ${value}`)
            .join('; '),
          toCedis(line.variant.pricePesewas),
          line.variant.salePricePesewas === null ? '' : toCedis(line.variant.salePricePesewas),
          line.variant.saleStartsAt?.toISOString() ?? '',
          line.variant.saleEndsAt?.toISOString() ?? '',
          line.variant.stock,
          line.variant.images.join('\n'),
          line.archived,
        ],
        atBranches(line),
      ),
    ),
  );
}
