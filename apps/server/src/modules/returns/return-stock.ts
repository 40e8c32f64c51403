import type { ReturnCondition } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { productVariants } from '../../db/schema';
import { returnStock } from '../catalogue';

/**
 * Units a settled request took back, in its transaction: resaleable ones go back on the shelf
 * of the order's branch (returnStock, so the product's figures and answers follow), faulty ones are counted apart
 * and never sold. Lines whose variant was removed since are skipped: there is no shelf to put
 * them on. In variant id order, as every stock write locks rows.
 */
export async function takeBackUnits(
  transaction: Executor,
  units: { variantId: number | null; quantity: number }[],
  condition: ReturnCondition,
  branchId: number | null,
): Promise<void> {
  const lines = units
    .filter((unit): unit is { variantId: number; quantity: number } => unit.variantId !== null)
    .sort((a, b) => a.variantId - b.variantId);
  if (condition === 'resaleable') {
    // Back at the branch the order was filled from (decision 0068).
    await returnStock(
      transaction,
      lines.map((line) => ({ ...line, branchId })),
    );
    return;
  }
  for (const line of lines) {
    await transaction
      .update(productVariants)
      .set({ faultyUnits: sql`${productVariants.faultyUnits} + ${line.quantity}`, updatedAt: new Date() })
      .where(eq(productVariants.id, line.variantId));
  }
}
