import type { BranchStockCell, StockTransferBody } from '@shop/shared';
import { branchStockResponseSchema } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { call } from '../../../test/helpers/api';
import type { TestContext } from '../../../test/helpers/test-app';
import { branchStock, products, productVariants } from '../../db/schema';
import type { App } from '../../plugins/zod-type-provider';

/** The calls the admin site makes for stock at each branch. */
export const branchStockCalls = (app: App) => ({
  grid: (token: string, productId: number | string) =>
    call(app, 'GET', `/api/admin/products/${productId}/branch-stock`, { token }),
  setCells: (token: string, productId: number | string, stock: unknown) =>
    call(app, 'PUT', `/api/admin/products/${productId}/branch-stock`, { token, body: { stock } }),
  transfer: (token: string, body: StockTransferBody | Record<string, unknown>) =>
    call(app, 'POST', '/api/admin/stock-transfers', { token, body }),
  log: (token: string, query = '') => call(app, 'GET', `/api/admin/stock-transfers${query}`, { token }),
});

/** The grid as the API answers it, checked against the contract. */
export async function gridOf(app: App, token: string, productId: number) {
  const answer = await branchStockCalls(app).grid(token, productId);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return branchStockResponseSchema.parse(answer.body);
}

/** Units of one variant at a branch, as the grid shows them. */
export const cellOf = (
  grid: Awaited<ReturnType<typeof gridOf>>,
  variantId: string,
  branchId: number,
): number => grid.variants.find((variant) => variant._id === variantId)!.branches[String(branchId)]!;

/** A cell as the grid's Save sends it. */
export const cell = (variantId: string, branchId: number, stock: number): BranchStockCell => ({
  variantId,
  branchId,
  stock,
});

/**
 * The figures as the database holds them: each variant's branch rows, its stock, and the
 * product's stock. A test asserts that the totals are the sums, whatever ran before.
 */
export async function stockFigures(context: TestContext, productId: number) {
  const db = context.database.db;
  const variants = await db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const rows = await db.select().from(branchStock);
  const [product] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return variants.map((variant) => {
    const own = rows.filter((row) => row.variantId === variant.id);
    return {
      stock: variant.stock,
      sum: own.reduce((total, row) => total + row.stock, 0),
      negative: own.some((row) => row.stock < 0),
      productStock: product!.stock,
    };
  });
}

/** Every variant's stock is the sum of its branch rows, none negative, and the product's is theirs. */
export async function expectTotalsAreSums(context: TestContext, productId: number) {
  const figures = await stockFigures(context, productId);
  for (const figure of figures) {
    expect(figure.negative).toBe(false);
    expect(figure.stock).toBe(figure.sum);
  }
  expect(figures[0]!.productStock).toBe(figures.reduce((total, figure) => total + figure.stock, 0));
}
