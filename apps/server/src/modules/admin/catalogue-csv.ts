import {
  type AdminProductInput,
  CATALOGUE_CSV_COLUMNS,
  type CatalogueCsvColumn,
  toCedis,
  toPesewas,
} from '@shop/shared';
import { toCsv } from '../../plugins/csv';
import { NO_SALE, type ProductRow, type SaleFields } from '../catalogue';
import { type BranchColumn, type BranchUnits, besideStock } from './catalogue-branch-columns';

/**
 * A product as the file holds it: the staff's fields, whether it is archived, the sale of its
 * one variant (decision 0062; undefined for a product with several, whose grid has them), and
 * its count of published reviews, exported to read but never imported (decision 0064).
 */
export type ProductFields = AdminProductInput & {
  archived: boolean;
  sale: SaleFields | undefined;
  reviews: number;
};
export type CatalogueCells = Record<CatalogueCsvColumn, string>;

/** The fields of a product row, with its one variant's sale (undefined: it has several). */
export function fieldsOfRow(row: ProductRow, sale: SaleFields | undefined): ProductFields {
  return {
    name: row.name,
    price: toCedis(row.pricePesewas),
    category: row.category as ProductFields['category'],
    subcategory: row.subcategory as ProductFields['subcategory'],
    brand: row.brand as ProductFields['brand'],
    soundSystem: row.soundSystem as ProductFields['soundSystem'],
    description: row.description,
    info: row.info,
    reviews: row.reviews,
    TopSellingProduct: row.topSelling,
    collection: row.collection,
    stock: row.stock,
    image: row.images,
    tracksSerials: row.tracksSerials,
    warrantyMonths: row.warrantyMonths,
    archived: row.archivedAt !== null,
    sale,
  };
}

/**
 * The cells of one product. Lists (info lines, image URLs) take one cell each, a line per
 * item, which a spreadsheet shows as a cell of several lines. The same cells are compared
 * on import, so a row reads as unchanged exactly when exporting it again gives the same file.
 */
export function cellsOf(id: number | null, fields: ProductFields): CatalogueCells {
  return {
    id: id === null ? '' : String(id),
    name: fields.name,
    price: String(toCedis(toPesewas(fields.price))),
    category: fields.category,
    subcategory: fields.subcategory,
    brand: fields.brand,
    soundSystem: fields.soundSystem ?? '',
    description: fields.description,
    info: fields.info.join('\n'),
    reviews: String(fields.reviews),
    topSelling: String(fields.TopSellingProduct),
    collection: String(fields.collection),
    stock: String(fields.stock),
    images: fields.image.join('\n'),
    // Empty on a new row's fields before they are saved: its category's defaults then apply.
    tracks_serials: fields.tracksSerials === undefined ? '' : fields.tracksSerials ? 'yes' : 'no',
    warranty_months: fields.warrantyMonths === undefined ? '' : String(fields.warrantyMonths),
    // Without a sale price there is no sale, whatever its window said.
    salePrice: fields.sale?.salePrice == null ? '' : String(toCedis(toPesewas(fields.sale.salePrice))),
    saleStartsAt: fields.sale?.salePrice == null ? '' : (fields.sale.saleStartsAt ?? ''),
    saleEndsAt: fields.sale?.salePrice == null ? '' : (fields.sale.saleEndsAt ?? ''),
    archived: String(fields.archived),
  };
}

/**
 * Every product as a CSV file, in id order (GET /api/admin/products.csv), with the sales of the
 * products with one variant (`sales`: those on sale; the others of them have none), and its
 * units at each branch beside the total when the shop has several (`units`: by product id).
 */
export function catalogueCsv(
  rows: ProductRow[],
  sales: Map<number, SaleFields>,
  branchColumns: BranchColumn[] = [],
  units: Map<number, BranchUnits> = new Map(),
): string {
  return toCsv(
    besideStock(
      CATALOGUE_CSV_COLUMNS,
      [...CATALOGUE_CSV_COLUMNS],
      branchColumns.map((branch) => branch.column),
    ),
    rows.map((row) => {
      const cells = cellsOf(row.id, fieldsOfRow(row, sales.get(row.id) ?? NO_SALE));
      const held = units.get(row.id);
      return besideStock(
        CATALOGUE_CSV_COLUMNS,
        CATALOGUE_CSV_COLUMNS.map((column) => cells[column]),
        branchColumns.map((branch) => String(held?.get(branch.branchId) ?? 0)),
      );
    }),
  );
}
