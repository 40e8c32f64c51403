import {
  ADMIN_MESSAGES,
  adminProductBodySchema,
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_REQUIRED_COLUMNS,
  CATALOGUE_IMPORT_MAX_ROWS,
  type CatalogueCsvColumn,
  type ProductImportResponse,
  type ProductImportRow,
  VARIANT_MESSAGES,
} from '@shop/shared';
import { parse } from 'csv-parse/sync';
import { refreshCatalogueStatistics } from '../../db/catalogue-statistics';
import type { Db, Executor } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import {
  archiveProduct,
  type CatalogProduct,
  createProduct,
  findAnyProductsByIds,
  restoreProduct,
  updateProduct,
} from '../catalog';
import { type CatalogueCells, cellsOf, fieldsOfRow, type ProductFields } from './catalogue-csv';
import { csvCellText } from './csv';

const badFile = (message: string) => new HttpError(400, message);

/** The file's rows as cells by column, each with its row number; the header checked. */
function readRows(text: string): { row: number; cells: Partial<CatalogueCells> }[] {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: false });
  } catch (error) {
    throw badFile(ADMIN_MESSAGES.importUnreadable(error instanceof Error ? error.message : String(error)));
  }
  const [header, ...rows] = records;
  if (!header || rows.length === 0) throw badFile(ADMIN_MESSAGES.importEmpty);
  if (rows.length > CATALOGUE_IMPORT_MAX_ROWS) {
    throw badFile(ADMIN_MESSAGES.importTooManyRows(CATALOGUE_IMPORT_MAX_ROWS));
  }
  const columns = header.map((name) => name.trim());
  const known = new Set<string>(CATALOGUE_CSV_COLUMNS);
  const unknown = columns.filter((name) => !known.has(name));
  if (unknown.length > 0) throw badFile(ADMIN_MESSAGES.importUnknownColumns(unknown));
  const twice = columns.filter((name, index) => columns.indexOf(name) !== index);
  if (twice.length > 0) throw badFile(ADMIN_MESSAGES.importDuplicateColumns([...new Set(twice)]));
  const missing = CATALOGUE_CSV_REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length > 0) throw badFile(ADMIN_MESSAGES.importMissingColumns(missing));
  return rows.map((record, index) => {
    const cells: Partial<CatalogueCells> = {};
    columns.forEach((name, column) => {
      cells[name as CatalogueCsvColumn] = csvCellText(record[column] ?? '');
    });
    // Numbered as a spreadsheet numbers its rows: the header is row 1.
    return { row: index + 2, cells };
  });
}

const listOf = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

/**
 * One row's product: the file's cells over the product's present values (a change) or the
 * defaults (a new product), checked by the same schema as the admin site's form.
 */
function fieldsFromCells(
  cells: Partial<CatalogueCells>,
  existing: ProductFields | undefined,
): { fields?: ProductFields; errors: string[] } {
  const errors: string[] = [];
  const has = (column: CatalogueCsvColumn) => cells[column] !== undefined;
  const number = (column: CatalogueCsvColumn) => {
    const text = cells[column]!.trim();
    if (!/^-?\d+(\.\d+)?$/.test(text)) errors.push(ADMIN_MESSAGES.importBadNumber(column));
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
  for (const [column, field] of [
    ['reviews', 'reviews'],
    ['stock', 'stock'],
  ] as const) {
    if (has(column) && (existing || cells[column]!.trim() !== '')) candidate[field] = number(column);
  }
  if (has('topSelling')) candidate.TopSellingProduct = boolean('topSelling');
  if (has('collection')) candidate.collection = boolean('collection');
  const archived = has('archived') ? boolean('archived') : (existing?.archived ?? false);
  const { archived: _archived, ...body } = candidate;
  const checked = adminProductBodySchema.safeParse(body);
  if (!checked.success) errors.push(...checked.error.issues.map((issue) => issue.message));
  if (errors.length > 0 || !checked.success) return { errors: [...new Set(errors)] };
  return { fields: { ...checked.data, archived }, errors };
}

interface PlannedRow extends ProductImportRow {
  fields?: ProductFields;
  existing?: CatalogProduct;
}

/** What each row would do against the catalogue as it is now. */
async function planImport(db: Executor, text: string): Promise<PlannedRow[]> {
  const rows = readRows(text);
  const idOf = (cell: string | undefined) => {
    const value = (cell ?? '').trim();
    if (value === '') return null;
    return /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  };
  const ids = rows.map((row) => idOf(row.cells.id));
  const existing = await findAnyProductsByIds(
    db,
    ids.filter((id): id is number => id !== null && !Number.isNaN(id)),
  );
  const firstRowOfId = new Map<number, number>();
  return rows.map((row, index) => {
    const id = ids[index]!;
    const name = row.cells.name ?? '';
    const refused = (errors: string[]): PlannedRow => ({
      row: row.row,
      id: Number.isNaN(id) ? null : id,
      name,
      action: 'error',
      changes: [],
      errors,
    });
    if (Number.isNaN(id)) return refused([ADMIN_MESSAGES.importBadId]);
    const product = id === null ? undefined : existing.get(id);
    if (id !== null) {
      const earlier = firstRowOfId.get(id);
      if (earlier !== undefined) return refused([ADMIN_MESSAGES.importDuplicateId(id, earlier)]);
      firstRowOfId.set(id, row.row);
      if (!product) return refused([ADMIN_MESSAGES.importNoProduct(id)]);
    }
    const before = product ? fieldsOfRow(product) : undefined;
    const { fields, errors } = fieldsFromCells(row.cells, before);
    if (!fields) return refused(errors);
    if (!product || !before) {
      return { row: row.row, id: null, name: fields.name, action: 'create', changes: [], errors, fields };
    }
    const old = cellsOf(id, before);
    const next = cellsOf(id, fields);
    const changes = CATALOGUE_CSV_COLUMNS.filter((column) => old[column] !== next[column]);
    // A product with several variants has their figures (issue 27): the grid sets them.
    if (product.variants.length > 1 && changes.some((column) => column === 'price' || column === 'stock')) {
      return refused([VARIANT_MESSAGES.importVariantFigures]);
    }
    return {
      row: row.row,
      id,
      name: fields.name,
      action: changes.length > 0 ? 'change' : 'unchanged',
      changes,
      errors,
      fields,
      existing: product,
    };
  });
}

async function writeRow(transaction: Executor, row: PlannedRow) {
  const { fields, existing } = row;
  if (!fields || (row.action !== 'create' && row.action !== 'change')) return;
  const { archived, ...input } = fields;
  const saved = existing
    ? await updateProduct(transaction, existing.id, input)
    : await createProduct(transaction, input);
  if (!saved) return;
  const wasArchived = saved.archivedAt !== null;
  if (archived && !wasArchived) await archiveProduct(transaction, saved.id);
  if (!archived && wasArchived) await restoreProduct(transaction, saved.id);
}

/**
 * The catalogue import: a dry run tells what each row would do (create, change which
 * columns, nothing, or its errors); applying writes every row in one transaction, planned
 * again inside it, or nothing at all when any row has an error.
 */
export async function importCatalogue(db: Db, text: string, apply: boolean): Promise<ProductImportResponse> {
  const report = (rows: PlannedRow[], applied: boolean): ProductImportResponse => {
    const total = (action: PlannedRow['action']) => rows.filter((row) => row.action === action).length;
    const [created, changed, errors] = [total('create'), total('change'), total('error')];
    const message =
      errors > 0
        ? ADMIN_MESSAGES.importRefused(errors)
        : applied
          ? ADMIN_MESSAGES.importApplied(created, changed)
          : ADMIN_MESSAGES.importDryRun(created, changed);
    return {
      success: true,
      applied,
      message,
      created,
      changed,
      unchanged: total('unchanged'),
      errors,
      rows: rows.map(({ fields: _fields, existing: _existing, ...row }) => row),
    };
  };
  if (!apply) return report(await planImport(db, text), false);
  const answer = await db.transaction(async (transaction) => {
    const rows = await planImport(transaction, text);
    if (rows.some((row) => row.action === 'error')) return report(rows, false);
    for (const row of rows) await writeRow(transaction, row);
    return report(rows, true);
  });
  if (answer.applied) await refreshCatalogueStatistics(db);
  return answer;
}
