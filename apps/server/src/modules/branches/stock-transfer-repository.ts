import {
  BRANCH_STOCK_MESSAGES,
  STOCK_TRANSFERS_PAGE_SIZE,
  type StockTransfer,
  variantDisplayName,
} from '@shop/shared';
import { aliasedTable, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { branches, products, productVariants, stockTransfers, users } from '../../db/schema';
import { badRequest, notFound } from '../../plugins/errors';
import {
  findVariantsOf,
  lockVariantsOfProduct,
  returnStock,
  takeStock,
  variantOptionsOf,
} from '../catalogue';
import { lockBranchesOpen } from './branch-stock-repository';

/*
 * Moving units of a variant from one branch to another (decision 0068): one logged action in
 * one transaction. Units a checkout holds were taken from the branch row when it started, so
 * they are not there to move: the conditional take below only finds what is free.
 */

export interface TransferRequest {
  variantId: string;
  fromBranchId: number;
  toBranchId: number;
  units: number;
  note?: string | undefined;
  staffId: string;
}

const fromBranch = aliasedTable(branches, 'from_branch');
const toBranch = aliasedTable(branches, 'to_branch');

/** The log's rows with their names, newest first. */
function transfersWithNames(db: Executor) {
  return db
    .select({
      id: stockTransfers.id,
      createdAt: stockTransfers.createdAt,
      staffName: users.name,
      productId: productVariants.productId,
      variantId: productVariants.id,
      sku: productVariants.sku,
      fromBranch: fromBranch.name,
      toBranch: toBranch.name,
      units: stockTransfers.units,
      note: stockTransfers.note,
    })
    .from(stockTransfers)
    .innerJoin(productVariants, eq(productVariants.id, stockTransfers.variantId))
    .innerJoin(fromBranch, eq(fromBranch.id, stockTransfers.fromBranchId))
    .innerJoin(toBranch, eq(toBranch.id, stockTransfers.toBranchId))
    .leftJoin(users, eq(users.id, stockTransfers.staffId));
}

type TransferRow = Awaited<ReturnType<ReturnType<typeof transfersWithNames>['where']>>[number];

/** Names each row's variant as the shop names it ("Samsung Galaxy A15, 256GB, Blue"). */
async function toTransfers(db: Executor, rows: TransferRow[]): Promise<StockTransfer[]> {
  const productsById = new Map<number, Awaited<ReturnType<typeof findVariantsOf>>>();
  for (const productId of new Set(rows.map((row) => row.productId))) {
    productsById.set(productId, await findVariantsOf(db, productId));
  }
  return rows.map(({ variantId, ...row }) => {
    const product = productsById.get(row.productId)!;
    const variant = product.variants.find((candidate) => candidate.id === variantId)!;
    return {
      ...row,
      createdAt: row.createdAt.toISOString(),
      variantName: variantDisplayName(product.name, variantOptionsOf(product, variant)),
    };
  });
}

/** Moves the units, or refuses: 404 for an unknown variant, 400 for one branch twice or a closed one, 409 for too few. */
export async function transferStock(db: Db, request: TransferRequest): Promise<StockTransfer> {
  if (request.fromBranchId === request.toBranchId) throw badRequest(BRANCH_STOCK_MESSAGES.sameBranch);
  return db.transaction(async (transaction) => {
    const [variant] = await transaction
      .select({ id: productVariants.id, productId: productVariants.productId })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(productVariants.publicId, request.variantId.toLowerCase()));
    if (!variant) throw notFound(BRANCH_STOCK_MESSAGES.variantNotFound);
    const open = await lockBranchesOpen(transaction, [request.fromBranchId, request.toBranchId]);
    // Branch rows, then variants: the order checkout keeps, so the two queue, never deadlock.
    await lockVariantsOfProduct(transaction, variant.productId);
    // A checkout's held units are already off the row: only what is free can move.
    const from = open.get(request.fromBranchId)!.name;
    await takeStock(
      transaction,
      { id: variant.id, name: from },
      request.units,
      request.fromBranchId,
      (left) => BRANCH_STOCK_MESSAGES.branchHolds(from, left),
    );
    await returnStock(transaction, [
      { variantId: variant.id, quantity: request.units, branchId: request.toBranchId },
    ]);
    const [logged] = await transaction
      .insert(stockTransfers)
      .values({
        variantId: variant.id,
        fromBranchId: request.fromBranchId,
        toBranchId: request.toBranchId,
        units: request.units,
        staffId: request.staffId,
        note: request.note ?? '',
      })
      .returning({ id: stockTransfers.id });
    const rows = await transfersWithNames(transaction).where(eq(stockTransfers.id, logged!.id));
    return (await toTransfers(transaction, rows))[0]!;
  });
}

/** A page of the log, newest first, with how many there are in all. */
export async function listTransfers(
  db: Executor,
  page: number,
): Promise<{ transfers: StockTransfer[]; total: number; limit: number }> {
  const limit = STOCK_TRANSFERS_PAGE_SIZE;
  const [rows, [counted]] = await Promise.all([
    transfersWithNames(db)
      .where(sql`true`)
      .orderBy(desc(stockTransfers.createdAt), desc(stockTransfers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(stockTransfers),
  ]);
  return { transfers: await toTransfers(db, rows), total: counted?.total ?? 0, limit };
}
