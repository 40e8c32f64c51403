import { PICKUP_MESSAGES, type PickupBranch } from '@shop/shared';
import type { Transaction } from '../../../../db/client';
import { takeStock } from '../../../catalogue';

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
  const branch = where.pickupBranch?.name;
  for (const line of lines) {
    const name = line.variant.name;
    await takeStock(
      transaction,
      line.variant,
      line.quantity,
      where.branchId,
      branch === undefined
        ? undefined
        : (left) =>
            left === 0
              ? PICKUP_MESSAGES.notAtBranch(name, branch)
              : PICKUP_MESSAGES.notEnoughAtBranch(name, branch, left),
    );
  }
}
