import { PICKUP_MESSAGES, type PickupBranch } from '@shop/shared';
import type { Transaction } from '../../../../db/client';
import { type LineToTake, takeEachOrRefuse } from '../../../catalogue';

/**
 * Takes an order's lines where it is filled (decisions 0068, 0069), in one statement, the lines
 * in the order they come (product, variant): a delivery at the branch filling deliveries (409
 * naming the item when it has too few), a pickup at its branch, refused with a message naming
 * the item and the branch, so the shopper can choose another or delivery.
 */
export async function takeOrderStock(
  transaction: Transaction,
  lines: Omit<LineToTake, 'refusal'>[],
  where: { branchId: number; pickupBranch: PickupBranch | null },
): Promise<void> {
  const branch = where.pickupBranch?.name;
  await takeEachOrRefuse(
    transaction,
    lines.map((line) => ({
      ...line,
      refusal:
        branch === undefined
          ? undefined
          : (left: number) =>
              left === 0
                ? PICKUP_MESSAGES.notAtBranch(line.variant.name, branch)
                : PICKUP_MESSAGES.notEnoughAtBranch(line.variant.name, branch, left),
    })),
    where.branchId,
  );
}
