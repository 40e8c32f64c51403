import { toCedis, VARIANT_CSV_COLUMNS } from '@shop/shared';
import { toCsv } from '../../plugins/csv';
import type { listEveryVariant } from '../catalogue';

type VariantLine = Awaited<ReturnType<typeof listEveryVariant>>[number];

/**
 * Every variant as a CSV row (GET /api/admin/variants.csv), for counting stock per colour
 * and size: the choice reads "Storage: 256GB; Colour: Blue", images one per line in a cell, the
 * sale as set (decision 0062) in three cells, empty without one.
 */
export function variantsCsv(lines: VariantLine[]): string {
  return toCsv(
    [...VARIANT_CSV_COLUMNS],
    lines.map((line) => [
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
    ]),
  );
}
