import {
  ADMIN_MESSAGES,
  adminProductBodySchema,
  adminVariantBodySchema,
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_REQUIRED_COLUMNS,
  CATALOGUE_IMPORT_MAX_ROWS,
  CATALOGUE_LIST_MESSAGES,
  type CatalogueCsvColumn,
  type CatalogueListKind,
  SERIAL_TEXTS,
} from '@shop/shared';
import { csvCellText } from '../../plugins/csv';
import { badRequest } from '../../plugins/errors';
import { NO_SALE, type SaleFields } from '../catalogue';
import { isBranchStockColumn } from './catalogue-branch-columns';
import type { CatalogueCells, ProductFields } from './catalogue-csv';

/** One product row of the file: its number as a spreadsheet shows it and its cells by column. */
export interface FileRow {
  row: number;
  cells: Partial<CatalogueCells>;
}

/**
 * The file's columns, from its header, once the file is checked as a whole: some products,
 * not too many, and only known columns, each once, the required ones among them.
 */
export function readColumns(records: string[][]): CatalogueCsvColumn[] {
  const [header, ...rows] = records;
  if (!header || rows.length === 0) throw badRequest(ADMIN_MESSAGES.importEmpty);
  if (rows.length > CATALOGUE_IMPORT_MAX_ROWS) {
    throw badRequest(ADMIN_MESSAGES.importTooManyRows(CATALOGUE_IMPORT_MAX_ROWS));
  }
  const columns = header.map((name) => name.trim());
  const known = new Set<string>(CATALOGUE_CSV_COLUMNS);
  // "stock at Accra Mall": a branch's units, checked against the open branches by the import.
  const unknown = columns.filter((name) => !known.has(name) && !isBranchStockColumn(name));
  if (unknown.length > 0) throw badRequest(ADMIN_MESSAGES.importUnknownColumns(unknown));
  const twice = columns.filter((name, index) => columns.indexOf(name) !== index);
  if (twice.length > 0) throw badRequest(ADMIN_MESSAGES.importDuplicateColumns([...new Set(twice)]));
  const missing = CATALOGUE_CSV_REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length > 0) throw badRequest(ADMIN_MESSAGES.importMissingColumns(missing));
  return columns as CatalogueCsvColumn[];
}

/** The record at `index` of the file (the header is record 0) as a row of cells. */
export function fileRowOf(columns: CatalogueCsvColumn[], record: string[], index: number): FileRow {
  const cells: Partial<CatalogueCells> = {};
  columns.forEach((name, column) => {
    cells[name] = csvCellText(record[column] ?? '');
  });
  // Numbered as a spreadsheet numbers its rows: the header is row 1.
  return { row: index + 1, cells };
}

const listOf = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

/** The cells of a one-variant product's sale (decision 0062). */
export const SALE_COLUMNS = [
  'salePrice',
  'saleStartsAt',
  'saleEndsAt',
] as const satisfies CatalogueCsvColumn[];

/**
 * The sale a row's cells give (decision 0062), over the product's own: a column left out keeps
 * its value, an empty sale price ends the sale. Checked by the grid's own schema against the
 * row's price; the instants are kept as the export writes them.
 */
function saleFromCells(
  cells: Partial<CatalogueCells>,
  own: SaleFields | undefined,
  price: unknown,
  errors: string[],
): SaleFields | undefined {
  if (!SALE_COLUMNS.some((column) => cells[column] !== undefined)) return own;
  const base = own ?? NO_SALE;
  const text = (column: (typeof SALE_COLUMNS)[number]) => cells[column]?.trim();
  const salePriceText = text('salePrice');
  if (salePriceText === '' || (salePriceText === undefined && base.salePrice === null)) return NO_SALE;
  if (salePriceText !== undefined && !/^\d+(\.\d+)?$/.test(salePriceText)) {
    errors.push(ADMIN_MESSAGES.importBadNumber('salePrice'));
    return undefined;
  }
  const instant = (column: 'saleStartsAt' | 'saleEndsAt') => {
    const value = text(column);
    return value === undefined ? base[column] : value || null;
  };
  const sale = {
    salePrice: salePriceText === undefined ? base.salePrice : Number(salePriceText),
    saleStartsAt: instant('saleStartsAt'),
    saleEndsAt: instant('saleEndsAt'),
  };
  const checked = adminVariantBodySchema.safeParse({ sku: 'SALE', price, stock: 0, ...sale });
  const issues = checked.success
    ? []
    : checked.error.issues.filter((issue) => String(issue.path[0]).startsWith('sale'));
  if (issues.length > 0) {
    errors.push(...issues.map((issue) => issue.message));
    return undefined;
  }
  const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
  return { ...sale, saleStartsAt: iso(sale.saleStartsAt), saleEndsAt: iso(sale.saleEndsAt) };
}

/** The names of the lists staff edit, each by its small-letter form (decision 0053). */
export type ListNames = Record<CatalogueListKind, Map<string, string>>;

/**
 * One row's product: the file's cells over the product's present values (a change) or the
 * defaults (a new product), checked by the same schema as the admin site's form, its brand,
 * category and subcategory against their lists (and written in the lists' spelling).
 */
export function fieldsFromCells(
  cells: Partial<CatalogueCells>,
  existing: ProductFields | undefined,
  names: ListNames,
): { fields?: ProductFields; errors: string[] } {
  const errors: string[] = [];
  // The product fields already refused as "not a number": the schema would say so again in its own words.
  const notNumbers = new Set<string>();
  const has = (column: CatalogueCsvColumn) => cells[column] !== undefined;
  const number = (column: CatalogueCsvColumn, field: string = column) => {
    const text = cells[column]!.trim();
    if (!/^-?\d+(\.\d+)?$/.test(text)) {
      errors.push(ADMIN_MESSAGES.importBadNumber(column));
      notNumbers.add(field);
    }
    return Number(text);
  };
  const boolean = (column: CatalogueCsvColumn) => {
    const text = cells[column]!.trim().toLowerCase();
    if (text === '') return false;
    if (text !== 'true' && text !== 'false') errors.push(ADMIN_MESSAGES.importBadBoolean(column));
    return text === 'true';
  };
  const candidate: Record<string, unknown> = existing ? { ...existing } : {};
  for (const column of ['name', 'category', 'subcategory', 'brand', 'description'] as const) {
    if (has(column)) candidate[column] = cells[column];
  }
  if (has('price')) candidate.price = number('price');
  if (has('soundSystem')) candidate.soundSystem = cells.soundSystem!.trim() || null;
  if (has('info')) candidate.info = listOf(cells.info!, /\r?\n/);
  if (has('images')) candidate.image = listOf(cells.images!, /\s+/);
  // The `reviews` column of an export is read by no one: the database counts the published
  // reviews (decision 0064), so the product keeps its own count, whatever the cell says.
  if (has('stock') && (existing || cells.stock!.trim() !== '')) candidate.stock = number('stock');
  // An empty cell, like a missing column, keeps the product's own (or its category's on a new row).
  const yesNo = cells.tracks_serials?.trim().toLowerCase() ?? '';
  if (yesNo === 'yes' || yesNo === 'true') candidate.tracksSerials = true;
  else if (yesNo === 'no' || yesNo === 'false') candidate.tracksSerials = false;
  else if (yesNo !== '') errors.push(SERIAL_TEXTS.importBadYesNo('tracks_serials'));
  if (has('warranty_months') && cells.warranty_months!.trim() !== '') {
    candidate.warrantyMonths = number('warranty_months', 'warrantyMonths');
  }
  if (has('topSelling')) candidate.TopSellingProduct = boolean('topSelling');
  if (has('collection')) candidate.collection = boolean('collection');
  const archived = has('archived') ? boolean('archived') : (existing?.archived ?? false);
  const sale = saleFromCells(cells, existing?.sale, candidate.price, errors);
  const { archived: _archived, sale: _sale, reviews: _reviews, ...body } = candidate;
  const checked = adminProductBodySchema.safeParse(body);
  if (!checked.success) {
    const issues = checked.error.issues.filter((issue) => !notNumbers.has(String(issue.path[0])));
    errors.push(...issues.map((issue) => issue.message));
  }
  const named: Partial<Record<CatalogueListKind, string>> = {};
  for (const kind of ['category', 'subcategory', 'brand'] as const) {
    const value = body[kind];
    if (typeof value !== 'string' || value.trim() === '') continue;
    named[kind] = names[kind].get(value.trim().toLowerCase());
    if (named[kind] === undefined) errors.push(CATALOGUE_LIST_MESSAGES.unknown(kind, value.trim()));
  }
  if (errors.length > 0 || !checked.success) return { errors: [...new Set(errors)] };
  return { fields: { ...checked.data, ...named, archived, sale, reviews: existing?.reviews ?? 0 }, errors };
}
