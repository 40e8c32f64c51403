import { PICKUP_MESSAGES, type PickupBranch } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../../../db/client';
import { branchStock } from '../../../../db/schema';
import { conflict } from '../../../../plugins/errors';
import { takeStock, takeStockIfThere } from '../../../catalogue';

/** A line of the order being placed: its variant, as the shop names it, and how many. */
export interface LineToTake {
  variant: { id: number; name: string };
  quantity: number;
}

/**
 * Takes an order's lines where it is filled (decisions 0068, 0069), one conditional statement a
 * line in the order the lines come (product, variant): a delivery at the branch filling
 * deliveries (409 naming the item when it has too few), a pickup at its branch, refused with a
 * message naming the item and the branch, so the shopper can choose another or delivery.
 */
export async function takeOrderStock(
  transaction: Transaction,
  lines: LineToTake[],
  where: { branchId: number; pickupBranch: PickupBranch | null },
): Promise<void> {
  for (const line of lines) {
    if (!where.pickupBranch) {
      await takeStock(transaction, line.variant, line.quantity, where.branchId);
      continue;
    }
    if (await takeStockIfThere(transaction, line.variant.id, line.quantity, where.branchId)) continue;
    const [held] = await transaction
      .select({ stock: branchStock.stock })
      .from(branchStock)
      .where(and(eq(branchStock.variantId, line.variant.id), eq(branchStock.branchId, where.branchId)));
    const left = held?.stock ?? 0;
    const branch = where.pickupBranch.name;
    throw conflict(
      left === 0
        ? PICKUP_MESSAGES.notAtBranch(line.variant.name, branch)
        : PICKUP_MESSAGES.notEnoughAtBranch(line.variant.name, branch, left),
    );
  }
}
