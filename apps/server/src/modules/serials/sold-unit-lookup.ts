import type { SoldUnitState } from '@shop/shared';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { soldUnits } from '../../db/schema';

/** A unit as the public warranty check sees it: no order, no buyer. */
export interface SoldUnitForWarranty {
  /** The sale's row, which a return or warranty claim points at. */
  id: number;
  serial: string;
  productName: string;
  variantOptions: Record<string, string>;
  soldAt: Date;
  warrantyUntil: string;
  state: SoldUnitState;
}

/**
 * The newest sale of a serial (a unit that came back and was sold again has several rows:
 * the last one says where it stands now), or undefined when this shop never sold it.
 */
export async function findNewestSaleOfSerial(
  db: Executor,
  serial: string,
): Promise<SoldUnitForWarranty | undefined> {
  const [row] = await db
    .select({
      id: soldUnits.id,
      serial: soldUnits.serial,
      productName: soldUnits.productName,
      variantOptions: soldUnits.variantOptions,
      soldAt: soldUnits.soldAt,
      warrantyUntil: soldUnits.warrantyUntil,
      state: soldUnits.state,
    })
    .from(soldUnits)
    .where(eq(soldUnits.serial, serial))
    .orderBy(desc(soldUnits.soldAt), desc(soldUnits.id))
    .limit(1);
  return row;
}
