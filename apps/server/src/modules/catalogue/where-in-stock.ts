import type { BranchHoldingStock, Product, ProductDetail } from '@shop/shared';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branches, branchStock } from '../../db/schema';
import type { CatalogueProduct } from './product-mapper';

/*
 * Where a product is in stock (docs/product/branches.md, decision 0068): the open branches
 * offering pickup that hold at least one unit, for the product page's "In stock at Accra Mall
 * and Kumasi Adum". Branches without pickup (and the delivery branch when it has none) are
 * left out: a shopper cannot collect there, and delivery needs no branch named.
 */

/** Each pickup branch holding the product, in the shop's order, with the variants it holds. */
export interface WhereInStock {
  branches: BranchHoldingStock[];
  variantIdsOf: Map<number, number[]>;
}

/**
 * One small query per product answer: the product's few variants' rows (the primary key leads
 * with the variant), joined to their branches.
 */
export async function findWhereInStock(db: Executor, variantIds: number[]): Promise<WhereInStock> {
  if (variantIds.length === 0) return { branches: [], variantIdsOf: new Map() };
  const rows = await db
    .select({
      id: branches.id,
      name: branches.name,
      city: branches.city,
      variantIds: sql<number[]>`array_agg(${branchStock.variantId} order by ${branchStock.variantId})`,
    })
    .from(branchStock)
    .innerJoin(branches, eq(branches.id, branchStock.branchId))
    .where(
      and(
        inArray(branchStock.variantId, variantIds),
        gt(branchStock.stock, 0),
        eq(branches.pickup, true),
        isNull(branches.archivedAt),
      ),
    )
    .groupBy(branches.id, branches.name, branches.city, branches.position)
    .orderBy(branches.position, branches.id);
  return {
    branches: rows.map(({ id, name, city }) => ({ id, name, city })),
    variantIdsOf: new Map(rows.map((row) => [row.id, row.variantIds.map(Number)])),
  };
}

/** The product answer with where it is: the branches, and on each variant the ids of those holding it. */
export function withWhereInStock(
  answer: Product,
  product: CatalogueProduct,
  where: WhereInStock,
): ProductDetail {
  const branchIdsOf = (variantId: number) =>
    where.branches
      .filter((branch) => where.variantIdsOf.get(branch.id)?.includes(variantId))
      .map(({ id }) => id);
  return {
    ...answer,
    inStockAt: where.branches,
    // toProduct maps the variants in the row's order: the same index is the same variant.
    variants: answer.variants.map((variant, index) => ({
      ...variant,
      inStockAtBranchIds: branchIdsOf(product.variants[index]!.id),
    })),
  };
}
