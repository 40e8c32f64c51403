import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  ADMIN_MESSAGES,
  BRANCH_STOCK_MESSAGES,
  CATALOGUE_CSV_COLUMNS,
  type CatalogueCsvColumn,
  type ProductImportResponse,
  type ProductImportRow,
  VARIANT_MESSAGES,
} from '@shop/shared';
import { refreshCatalogueStatistics } from '../../db/catalogue-statistics';
import type { Db, Executor } from '../../db/client';
import { conflict } from '../../plugins/errors';
import { branchUnitsByProduct, listOpenBranches, setOnlyVariantBranchUnits } from '../branches';
import {
  archiveProduct,
  type CatalogueProduct,
  createProduct,
  findAnyProductsByIds,
  listNamesByCaseless,
  productSaleOf,
  restoreProduct,
  saveProductSale,
  updateProduct,
} from '../catalogue';
import {
  type BranchColumn,
  type BranchUnits,
  importedBranchColumns,
  planBranchCells,
} from './catalogue-branch-columns';
import { cellsOf, fieldsOfRow, type ProductFields } from './catalogue-csv';
import {
  type FileRow,
  fieldsFromCells,
  fileRowOf,
  type ListNames,
  readColumns,
  SALE_COLUMNS,
} from './catalogue-import-rows';

/**
 * Rows checked between two turns of the event loop: a row's check (the product form's schema)
 * takes tens of microseconds, so a turn stays within a few milliseconds however long the file.
 */
const ROWS_PER_TURN = 200;
/**
 * How long one write transaction holds the database. PGlite has one connection, and while a
 * transaction runs every other request's query waits for it; a product with a long description
 * takes milliseconds to write (its search index), so a real import writes in short
 * transactions with other requests' turns between them (decision 0046).
 */
const WRITE_TURN_MS = 20;
/** Rows a write transaction plans again; it writes as many of them as its turn allows. */
const ROWS_PLANNED_PER_TRANSACTION = 50;

interface PlannedRow extends ProductImportRow {
  fields?: ProductFields;
  existing?: CatalogueProduct;
  /** Units to set at branches, from the file's branch columns (a one-variant product's). */
  branchUnits?: BranchUnits;
}

/** The file's branch columns and each listed product's units at every branch now. */
interface BranchCells {
  columns: BranchColumn[];
  current: Map<number, BranchUnits>;
}

/**
 * The row's branch cells over the product's units (catalogue-branch-columns.ts). With a change
 * there, the product's own `stock` is kept as it is and the branch rows are set after it: the
 * totals follow the rows (decision 0068), and no step lands a decrease at the delivery branch.
 */
function planBranches(
  cells: FileRow['cells'],
  branchCells: BranchCells,
  product: CatalogueProduct | undefined,
  fields: ProductFields,
  before: ProductFields | undefined,
): { errors: string[]; units?: BranchUnits; changes: string[] } {
  if (branchCells.columns.length === 0) return { errors: [], changes: [] };
  const plan = planBranchCells(
    cells as Record<string, string | undefined>,
    branchCells.columns,
    (product && branchCells.current.get(product.id)) ?? new Map(),
    product?.variants.length ?? 1,
  );
  if (plan.errors.length > 0 || !plan.units) return plan;
  // The total as it was (a row that changed only branch cells) or their new sum; else unclear.
  const totalKept = before !== undefined && fields.stock === before.stock;
  const stockTyped = (cells.stock ?? '').trim() !== '';
  if (stockTyped && !totalKept && fields.stock !== plan.total) {
    return { errors: [BRANCH_STOCK_MESSAGES.importStockNotSum(plan.total)], changes: [] };
  }
  fields.stock = before?.stock ?? 0;
  return plan;
}

const idOf = (cell: string | undefined) => {
  const value = (cell ?? '').trim();
  if (value === '') return null;
  return /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
};

/** What one row would do against `existing`, the catalogue's products by id as they are now. */
function planRow(
  { row, cells }: FileRow,
  existing: Map<number, CatalogueProduct>,
  firstRowOfId: Map<number, number>,
  names: ListNames,
  branchCells: BranchCells,
): PlannedRow {
  const id = idOf(cells.id);
  const name = cells.name ?? '';
  const refused = (errors: string[]): PlannedRow => ({
    row,
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
    firstRowOfId.set(id, row);
    if (!product) return refused([ADMIN_MESSAGES.importNoProduct(id)]);
  }
  const before = product ? fieldsOfRow(product, productSaleOf(product)) : undefined;
  const { fields, errors } = fieldsFromCells(cells, before, names);
  if (!fields) return refused(errors);
  const branches = planBranches(cells, branchCells, product, fields, before);
  if (branches.errors.length > 0) return refused(branches.errors);
  const branchUnits = branches.units ? { branchUnits: branches.units } : {};
  if (!product || !before || id === null) {
    return {
      row,
      id: null,
      name: fields.name,
      action: 'create',
      changes: [],
      errors,
      fields,
      ...branchUnits,
    };
  }
  const old = cellsOf(id, before);
  const next = cellsOf(id, fields);
  const changes = [
    ...CATALOGUE_CSV_COLUMNS.filter((column) => old[column] !== next[column]),
    ...branches.changes,
  ];
  // A product with several variants has their figures and sales (decisions 0036, 0062): the grid sets them.
  const variantFigures: string[] = ['price', 'stock', ...SALE_COLUMNS];
  if (product.variants.length > 1 && changes.some((column) => variantFigures.includes(column))) {
    return refused([VARIANT_MESSAGES.importVariantFigures]);
  }
  return {
    row,
    id,
    name: fields.name,
    action: changes.length > 0 ? 'change' : 'unchanged',
    changes,
    errors,
    fields,
    existing: product,
    ...branchUnits,
  };
}

/** What each row would do against the catalogue as it is now, a few hundred rows per turn. */
async function planRows(db: Executor, rows: FileRow[], columns: BranchColumn[]): Promise<PlannedRow[]> {
  const ids = rows
    .map((row) => idOf(row.cells.id))
    .filter((id): id is number => id !== null && !Number.isNaN(id));
  const existing = await findAnyProductsByIds(db, ids);
  const branchCells: BranchCells = {
    columns,
    current: columns.length > 0 ? await branchUnitsByProduct(db, ids) : new Map(),
  };
  // Read again by each write transaction: a brand deleted since the dry run stops the import at its row.
  const names = await listNamesByCaseless(db, { lock: true });
  const firstRowOfId = new Map<number, number>();
  const planned: PlannedRow[] = [];
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    planned.push(planRow(row, existing, firstRowOfId, names, branchCells));
  }
  return planned;
}

/** The file's product rows, made a few hundred per turn. */
async function fileRowsOf(records: string[][]): Promise<FileRow[]> {
  const columns: CatalogueCsvColumn[] = readColumns(records);
  const rows: FileRow[] = [];
  for (let index = 1; index < records.length; index += 1) {
    if (index % (ROWS_PER_TURN * 5) === 0) await nextTurn();
    rows.push(fileRowOf(columns, records[index]!, index));
  }
  return rows;
}

async function writeRow(transaction: Executor, row: PlannedRow, at: Date) {
  const { fields, existing } = row;
  if (!fields || (row.action !== 'create' && row.action !== 'change')) return;
  const { archived, sale, ...input } = fields;
  const saved = existing
    ? await updateProduct(transaction, existing.id, input, at)
    : await createProduct(transaction, input, at);
  if (!saved) return;
  if (row.branchUnits) await setOnlyVariantBranchUnits(transaction, saved.id, row.branchUnits);
  const saleChanged =
    row.action === 'create'
      ? sale !== undefined && sale.salePrice !== null
      : row.changes.some((column) => (SALE_COLUMNS as readonly string[]).includes(column));
  // After the price: a sale checked against the row's new price (decision 0062), at the app's clock.
  if (sale && saleChanged) await saveProductSale(transaction, saved.id, sale, at);
  const wasArchived = saved.archivedAt !== null;
  if (archived && !wasArchived) await archiveProduct(transaction, saved.id);
  if (!archived && wasArchived) await restoreProduct(transaction, saved.id);
}

/**
 * Writes the rows that create or change a product in short transactions: each plans its next
 * rows again inside it and writes them until it has held the database for WRITE_TURN_MS, then
 * commits and lets other requests in. A row that can no longer be written (its product
 * deleted, or given variants, since the whole file was checked) stops the import there: the
 * rows before it stay written, and the 409 says how many.
 */
async function writeInBatches(
  db: Db,
  rows: FileRow[],
  planned: PlannedRow[],
  columns: BranchColumn[],
  at: Date,
): Promise<void> {
  const toWrite = rows.filter((_row, index) => ['create', 'change'].includes(planned[index]!.action));
  let written = 0;
  try {
    while (written < toWrite.length) {
      const next = toWrite.slice(written, written + ROWS_PLANNED_PER_TRANSACTION);
      const { count, refused } = await db.transaction(async (transaction) => {
        const started = performance.now();
        let count = 0;
        for (const row of await planRows(transaction, next, columns)) {
          if (row.action === 'error') return { count, refused: row };
          await writeRow(transaction, row, at);
          count += 1;
          if (performance.now() - started >= WRITE_TURN_MS) break;
        }
        return { count, refused: undefined };
      });
      written += count;
      if (refused) {
        throw conflict(ADMIN_MESSAGES.importStoppedPartWay(written, refused.row, refused.errors.join(' ')));
      }
      // PGlite answers in the same thread, so the awaits above never let a request in: this does.
      await nextTurn();
    }
  } finally {
    if (written > 0) await refreshCatalogueStatistics(db);
  }
}

/**
 * The catalogue import of a file read off the event loop (catalogue-file-intake.ts): a dry run
 * tells what each row would do (create, change which columns, nothing, or its errors);
 * applying writes nothing at all when any row has an error, and otherwise every row, in
 * batches (writeInBatches), sale prices computed at `at`, the app's clock (decision 0062).
 */
export async function importCatalogue(
  db: Db,
  records: string[][],
  apply: boolean,
  at: Date = new Date(),
): Promise<ProductImportResponse> {
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
      rows: rows.map(({ fields: _fields, existing: _existing, branchUnits: _branchUnits, ...row }) => row),
    };
  };
  const rows = await fileRowsOf(records);
  const columns = importedBranchColumns(records[0]!, await listOpenBranches(db));
  const planned = await planRows(db, rows, columns);
  if (!apply || planned.some((row) => row.action === 'error')) return report(planned, false);
  await writeInBatches(db, rows, planned, columns, at);
  return report(planned, true);
}
