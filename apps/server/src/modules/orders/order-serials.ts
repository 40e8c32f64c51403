import { formatOrderNumber, SERIAL_TEXTS } from '@shop/shared';
import type { Executor } from '../../db/client';
import { conflict } from '../../plugins/errors';
import { findProductsByIds } from '../catalogue';
import { findLiveSaleOfAny, recordSoldUnits, type TrackedLine, unitsToRecord } from '../serials';
import { findOrder, listOrderLines } from './order-repository';

/** The order's lines whose product records a serial per unit, with its warranty now (decision 0061). */
export async function trackedLinesOf(db: Executor, orderId: string): Promise<TrackedLine[]> {
  const lines = await listOrderLines(db, [orderId]);
  const products = await findProductsByIds(
    db,
    lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
  );
  return lines.flatMap((line) => {
    const product = line.productId === null ? undefined : products.get(line.productId);
    if (!product?.tracksSerials) return [];
    return [
      {
        orderId,
        orderItemId: line.id,
        productId: line.productId,
        variantId: line.variantId,
        name: line.name,
        variantOptions: line.variantOptions,
        quantity: line.quantity,
        warrantyMonths: product.warrantyMonths,
      },
    ];
  });
}

/** 409 naming the order that already sold one of these serials, or undefined when none is live elsewhere. */
export async function serialSoldElsewhere(db: Executor, serials: string[], orderId: string) {
  const sale = await findLiveSaleOfAny(db, serials, orderId);
  if (!sale) return undefined;
  const other = await findOrder(db, sale.orderId);
  return conflict(SERIAL_TEXTS.alreadySold(sale.serial, other ? formatOrderNumber(other.number) : ''));
}

/**
 * Inside the move to In Truck: checks the serials typed for the tracked lines and records
 * each unit as sold. A serial in another live sale is refused naming that order; one saved
 * by another staff member at this very moment fails on the unique key instead, and the
 * caller names the order after the rollback (serialSoldElsewhere).
 */
export async function recordSerialsForTruck(
  transaction: Executor,
  orderId: string,
  typed: Record<string, string[]> | undefined,
  staffId: string | null,
): Promise<void> {
  const units = unitsToRecord(await trackedLinesOf(transaction, orderId), typed);
  const refusal = await serialSoldElsewhere(
    transaction,
    units.map((unit) => unit.serial),
    orderId,
  );
  if (refusal) throw refusal;
  await recordSoldUnits(transaction, units, staffId);
}
