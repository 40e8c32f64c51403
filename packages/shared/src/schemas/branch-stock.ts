/**
 * The contract of stock at each branch (decision 0068). Staff (any):
 *   GET  /api/admin/products/:id/branch-stock                       -> branchStockResponseSchema
 *   PUT  /api/admin/products/:id/branch-stock  branchStockBodySchema -> branchStockResponseSchema
 *   POST /api/admin/stock-transfers          stockTransferBodySchema -> stockTransferResponseSchema (201)
 *   GET  /api/admin/stock-transfers?page=&limit=                    -> stockTransfersResponseSchema
 */
import { z } from 'zod';
import { PRODUCT_STOCK_MAX } from './admin';
import { wholeNumber } from './admin-fields';
import { oneLine } from './one-line';
import { PRODUCT_VARIANTS_MAX } from './variants';

/** Branches a shop may have open at once, as a bulk edit lists them. */
export const BRANCHES_MAX = 50;
export const STOCK_TRANSFER_NOTE_MAX = 300;
export const STOCK_TRANSFERS_PAGE_SIZE = 25;

const variantId = z.uuid("variantId must be the id of one of the product's variants");
const branchId = z
  .number({ error: 'branchId must be the id of a branch' })
  .int('branchId must be the id of a branch')
  .min(1, 'branchId must be the id of a branch')
  .max(2_147_483_647, 'branchId must be the id of a branch');

export const branchStockCellSchema = z.strictObject({
  variantId,
  branchId,
  stock: wholeNumber('Stock', PRODUCT_STOCK_MAX),
});
export type BranchStockCell = z.infer<typeof branchStockCellSchema>;

/** A bulk set of cells: each listed cell becomes that many units; the others stay. */
export const branchStockBodySchema = z.strictObject({
  stock: z
    .array(branchStockCellSchema, { error: 'stock must be a list of {variantId, branchId, stock}' })
    .min(1, 'stock must list at least one cell')
    .max(PRODUCT_VARIANTS_MAX * BRANCHES_MAX, 'stock lists too many cells'),
});
export type BranchStockBody = z.infer<typeof branchStockBodySchema>;

export const branchStockBranchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fillsDelivery: z.boolean(),
});

export const branchStockVariantSchema = z.object({
  /** The variant's public id, as the variants grid names it. */
  _id: z.string(),
  sku: z.string(),
  /** Its choice ("Storage": "256GB"); empty for a product's one default variant. */
  options: z.record(z.string(), z.string()),
  /** "Samsung Galaxy A15, 256GB, Blue": the variant as the shop names it. */
  name: z.string(),
  /** The sum of its branches' units (the variant's stock). */
  total: z.number().int(),
  /** Units at each open branch, by branch id (a branch without a row holds 0). */
  branches: z.record(z.string(), z.number().int()),
});
export type BranchStockVariant = z.infer<typeof branchStockVariantSchema>;

export const branchStockResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  id: z.number().int(),
  name: z.string(),
  /** The open branches, in their order: the grid's columns. */
  branches: z.array(branchStockBranchSchema),
  variants: z.array(branchStockVariantSchema),
});
export type BranchStockResponse = z.infer<typeof branchStockResponseSchema>;

/** Two different branches: the server says so (400, BRANCH_STOCK_MESSAGES.sameBranch). */
export const stockTransferBodySchema = z.strictObject({
  variantId: z.uuid('variantId must be the id of a variant'),
  fromBranchId: branchId,
  toBranchId: branchId,
  units: z
    .number({ error: 'units must be a whole number' })
    .int('units must be a whole number')
    .min(1, 'units must be at least 1')
    .max(PRODUCT_STOCK_MAX, `units may be at most ${PRODUCT_STOCK_MAX}`),
  // One line: the log shows it in a table cell.
  note: oneLine(
    z
      .string({ error: 'note must be text' })
      .trim()
      .max(STOCK_TRANSFER_NOTE_MAX, `note may be at most ${STOCK_TRANSFER_NOTE_MAX} characters`),
    'Note',
  ).optional(),
});
export type StockTransferBody = z.input<typeof stockTransferBodySchema>;

export const stockTransferSchema = z.object({
  id: z.number().int(),
  /** ISO instant. */
  createdAt: z.string(),
  /** The staff member's name; null when their account is gone. */
  staffName: z.string().nullable(),
  productId: z.number().int(),
  variantName: z.string(),
  sku: z.string(),
  fromBranch: z.string(),
  toBranch: z.string(),
  units: z.number().int(),
  note: z.string(),
});
export type StockTransfer = z.infer<typeof stockTransferSchema>;

export const stockTransferResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  transfer: stockTransferSchema,
});

export const stockTransfersQuerySchema = z.strictObject({
  page: z
    .string()
    .regex(/^\d{1,6}$/, 'page must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'page must be at least 1'))
    .optional(),
});

export const stockTransfersResponseSchema = z.object({
  success: z.literal(true),
  transfers: z.array(stockTransferSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type StockTransfersResponse = z.infer<typeof stockTransfersResponseSchema>;
