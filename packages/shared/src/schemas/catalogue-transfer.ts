/**
 * The catalogue as a CSV file, for staff who keep their products in a spreadsheet:
 *   GET  /api/admin/products.csv                       -> text/csv, every product, archived ones too
 *   POST /api/admin/products/import  productImportBodySchema -> productImportResponseSchema
 *   POST /api/admin/products/import?apply=true  the file as a text/csv body -> the same answer
 * One row per product, columns found by their header (any order). A row with an `id` changes
 * that product; a row without one creates a product. A later column set (variants, decision 0036)
 * adds columns; files without them keep their meaning.
 */
import { z } from 'zod';
import { ADMIN_MESSAGES } from '../messages';

/** The columns of the file, in the order the export writes them. */
export const CATALOGUE_CSV_COLUMNS = [
  'id',
  'name',
  'price',
  'category',
  'subcategory',
  'brand',
  'soundSystem',
  'description',
  'info',
  'reviews',
  'topSelling',
  'collection',
  'stock',
  'images',
  // Serials and warranty (decision 0061): yes/no and months; a file without them keeps the defaults.
  'tracks_serials',
  'warranty_months',
  // A one-variant product's sale (decision 0062): its price in cedis, its start and end in ISO
  // (empty: open); an empty sale price ends the sale, a file without these keeps it. A product
  // with several variants has its sales in the grid, and these cells empty.
  'salePrice',
  'saleStartsAt',
  'saleEndsAt',
  'archived',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];
/** Columns a file must have; the others take the product's defaults on a new row. */
export const CATALOGUE_CSV_REQUIRED_COLUMNS: readonly CatalogueCsvColumn[] = [
  'name',
  'price',
  'category',
  'subcategory',
  'brand',
  'description',
  'images',
];
/** The most rows one import takes. */
export const CATALOGUE_IMPORT_MAX_ROWS = 20_000;
/** The most characters one import's file may have (the request's limit is a little above). */
export const CATALOGUE_IMPORT_MAX_CHARACTERS = 20 * 1024 * 1024;

export const productImportBodySchema = z.strictObject({
  /** The file's text, as read in the browser. */
  csv: z.string().max(CATALOGUE_IMPORT_MAX_CHARACTERS, ADMIN_MESSAGES.importTooLarge),
  /** false: only tell what would happen (the dry run); true: write it all, or nothing when a row has an error. */
  apply: z.boolean({ error: 'apply must be true or false' }),
});
export type ProductImportBody = z.infer<typeof productImportBodySchema>;
/**
 * The file may also come as the body itself (Content-Type text/csv), as a browser sends a File:
 * then `?apply=true` writes it and anything else is a dry run. A JSON body's own apply wins.
 */
export const productImportQuerySchema = z.strictObject({
  apply: z.enum(['true', 'false'], { error: 'apply must be true or false' }).optional(),
});

export const IMPORT_ROW_ACTIONS = ['create', 'change', 'unchanged', 'error'] as const;
export type ImportRowAction = (typeof IMPORT_ROW_ACTIONS)[number];

export const productImportRowSchema = z.object({
  /** The row's number as a spreadsheet shows it (the header is row 1; a cell may hold several lines). */
  row: z.number().int(),
  id: z.number().int().nullable(),
  name: z.string(),
  action: z.enum(IMPORT_ROW_ACTIONS),
  /** The columns a change would write. */
  changes: z.array(z.string()),
  errors: z.array(z.string()),
});
export type ProductImportRow = z.infer<typeof productImportRowSchema>;

export const productImportResponseSchema = z.object({
  success: z.literal(true),
  /** Whether the rows were written (never when one has an error). */
  applied: z.boolean(),
  message: z.string(),
  created: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  errors: z.number().int(),
  rows: z.array(productImportRowSchema),
});
export type ProductImportResponse = z.infer<typeof productImportResponseSchema>;
