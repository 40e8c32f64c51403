import {
  BRANCH_STOCK_MESSAGES,
  type BranchStockCell,
  type BranchStockResponse,
  variantDisplayName,
} from '@shop/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branches, branchStock, productVariants } from '../../db/schema';
import { badRequest } from '../../plugins/errors';
import { type CatalogueProduct, findVariantsOf, lockVariantsOfProduct, variantOptionsOf } from '../catalogue';
import { listOpenBranches } from './branch-repository';

/*
 * Each branch's units of a product's variants (decision 0068). The variant's and product's
 * stock are their sums, kept by the triggers of migration 0032: this file writes branch rows
 * only, after locking them and then the variants, the one lock order every stock writer keeps.
 */

/** Units at each branch of these variants (all without a list): variant id, then branch id. */
async function unitsOf(db: Executor, variantIds?: number[]): Promise<Map<number, Map<number, number>>> {
  const held = new Map<number, Map<number, number>>();
  if (variantIds?.length === 0) return held;
  const rows = await db
    .select({ variantId: branchStock.variantId, branchId: branchStock.branchId, stock: branchStock.stock })
    .from(branchStock)
    .where(variantIds ? inArray(branchStock.variantId, variantIds) : undefined);
  for (const row of rows) {
    const ofVariant = held.get(row.variantId) ?? new Map<number, number>();
    ofVariant.set(row.branchId, row.stock);
    held.set(row.variantId, ofVariant);
  }
  return held;
}

/** The grid: the product's variants, each with its total and its units at every open branch. */
export async function readBranchStock(db: Executor, productId: number): Promise<BranchStockResponse> {
  const product = await findVariantsOf(db, productId);
  const open = await listOpenBranches(db);
  const held = await unitsOf(
    db,
    product.variants.map((variant) => variant.id),
  );
  return {
    success: true,
    id: product.id,
    name: product.name,
    branches: open.map((branch) => ({
      id: branch.id,
      name: branch.name,
      fillsDelivery: branch.fillsDelivery,
    })),
    variants: product.variants.map((variant) => {
      const options = variantOptionsOf(product, variant);
      return {
        _id: variant.publicId,
        sku: variant.sku,
        options,
        name: variantDisplayName(product.name, options),
        total: variant.stock,
        branches: Object.fromEntries(
          open.map((branch) => [String(branch.id), held.get(variant.id)?.get(branch.id) ?? 0]),
        ),
      };
    }),
  };
}

/**
 * Holds these branches open until the transaction ends (FOR SHARE): closing a branch locks
 * every open one for update and then counts its stock, so it waits for this write and sees
 * its units, or closes first and this write finds the branch gone (400).
 */
export async function lockBranchesOpen(
  transaction: Executor,
  ids: number[],
): Promise<Map<number, { id: number; name: string }>> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await transaction
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(and(inArray(branches.id, wanted), isNull(branches.archivedAt)))
    .orderBy(asc(branches.id))
    .for('share');
  const open = new Map(rows.map((row) => [row.id, row]));
  const missing = wanted.find((id) => !open.has(id));
  if (missing !== undefined) throw badRequest(BRANCH_STOCK_MESSAGES.unknownBranch(missing));
  return open;
}

/**
 * Sets each listed cell to its units, inside the caller's transaction: branches held open,
 * then the product's branch rows and variants locked (lockVariantsOfProduct), then one
 * statement writes the cells, whose trigger moves the variants' and product's totals.
 */
export async function writeBranchStock(
  transaction: Executor,
  productId: number,
  cells: BranchStockCell[],
): Promise<CatalogueProduct> {
  const seen = new Set<string>();
  for (const cell of cells) {
    const key = `${cell.variantId.toLowerCase()} ${cell.branchId}`;
    if (seen.has(key)) throw badRequest(BRANCH_STOCK_MESSAGES.cellTwice);
    seen.add(key);
  }
  await lockBranchesOpen(
    transaction,
    cells.map((cell) => cell.branchId),
  );
  const variants = await lockVariantsOfProduct(transaction, productId);
  // 404 for a product that is not there (it has no variants to lock either).
  const product = await findVariantsOf(transaction, productId);
  const idOf = new Map(variants.map((variant) => [variant.publicId, variant.id]));
  const rows = cells.map((cell) => {
    const variantId = idOf.get(cell.variantId.toLowerCase());
    if (variantId === undefined) throw badRequest(BRANCH_STOCK_MESSAGES.unknownVariant(cell.variantId));
    return { variantId, branchId: cell.branchId, stock: cell.stock };
  });
  rows.sort((a, b) => a.variantId - b.variantId || a.branchId - b.branchId);
  // Units set, never added: no row proposed is negative, so one upsert is safe here.
  await transaction
    .insert(branchStock)
    .values(rows)
    .onConflictDoUpdate({
      target: [branchStock.variantId, branchStock.branchId],
      set: { stock: sql`excluded.stock`, updatedAt: sql`now()` },
      setWhere: sql`${branchStock.stock} <> excluded.stock`,
    });
  return product;
}

/** Every unit a branch holds, of any variant (a closed branch must hold none). */
export async function unitsHeldAt(db: Executor, branchId: number): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${branchStock.stock}), 0)::integer` })
    .from(branchStock)
    .where(sql`${branchStock.branchId} = ${branchId}`);
  return row?.units ?? 0;
}

/** Units at each branch, summed over each product's variants: product id, then branch id. */
export async function branchUnitsByProduct(
  db: Executor,
  productIds?: number[],
): Promise<Map<number, Map<number, number>>> {
  const byProduct = new Map<number, Map<number, number>>();
  if (productIds?.length === 0) return byProduct;
  const rows = await db
    .select({
      productId: productVariants.productId,
      branchId: branchStock.branchId,
      units: sql<number>`sum(${branchStock.stock})::integer`,
    })
    .from(branchStock)
    .innerJoin(productVariants, eq(productVariants.id, branchStock.variantId))
    .where(productIds ? inArray(productVariants.productId, productIds) : undefined)
    .groupBy(productVariants.productId, branchStock.branchId);
  for (const row of rows) {
    const ofProduct = byProduct.get(row.productId) ?? new Map<number, number>();
    ofProduct.set(row.branchId, row.units);
    byProduct.set(row.productId, ofProduct);
  }
  return byProduct;
}

/** Units at each branch of every variant: variant id, then branch id (the variants file). */
export const branchUnitsByVariant = (db: Executor) => unitsOf(db);

/**
 * Sets a one-variant product's units at these branches (the catalogue file's branch columns),
 * inside the caller's transaction, as the grid's save does.
 */
export async function setOnlyVariantBranchUnits(
  transaction: Executor,
  productId: number,
  units: Map<number, number>,
): Promise<void> {
  if (units.size === 0) return;
  const [variant] = await transaction
    .select({ publicId: productVariants.publicId })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  if (!variant) return;
  await writeBranchStock(
    transaction,
    productId,
    [...units].map(([branchId, stock]) => ({ variantId: variant.publicId, branchId, stock })),
  );
}
