import {
  type AdminProductInput,
  CATALOGUE_CSV_COLUMNS,
  type CatalogueCsvColumn,
  toCedis,
  toPesewas,
} from '@shop/shared';
import type { ProductRow } from '../catalogue';
import { toCsv } from './csv';

/** A product as the file holds it: the staff's fields and whether it is archived. */
export type ProductFields = AdminProductInput & { archived: boolean };
export type CatalogueCells = Record<CatalogueCsvColumn, string>;

export function fieldsOfRow(row: ProductRow): ProductFields {
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
    archived: String(fields.archived),
  };
}

/** Every product as a CSV file, in id order (GET /api/admin/products.csv). */
export function catalogueCsv(rows: ProductRow[]): string {
  return toCsv(
    [...CATALOGUE_CSV_COLUMNS],
    rows.map((row) => {
      const cells = cellsOf(row.id, fieldsOfRow(row));
      return CATALOGUE_CSV_COLUMNS.map((column) => cells[column]);
    }),
  );
}
