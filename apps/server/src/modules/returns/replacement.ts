import { RETURN_MESSAGES, SERIAL_TEXTS, serialProblem, variantDisplayName } from '@shop/shared';
import type { Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { findProductsByIds, takeStockIfThere } from '../catalogue';
import { lockOrderForReturn } from '../orders';
import { isSerialSold, markSoldUnitReturned, recordReplacementUnit } from '../serials';
import type { ReturnRow } from './return-repository';
import { takeBackUnits } from './return-stock';
import { listUnitsOfReturn, setReplacementUnit } from './return-unit-repository';

/**
 * A received unit is replaced by a new one (decision 0063), in the transaction that moves the
 * request to Replaced, the request locked: the new unit is taken from the variant's stock and
 * sold against the same order and line with its own warranty from now; the old serial is
 * marked returned; the unit that came back goes where its condition says (takeBackUnits).
 * Only a request of one unit is replaced: one serial comes back, one goes out.
 */
export async function replaceReturnedUnit(
  transaction: Executor,
  request: ReturnRow,
  serial: string,
  staffId: string | null,
): Promise<void> {
  const units = await listUnitsOfReturn(transaction, request.id);
  const unit = units.length === 1 && units[0]!.quantity === 1 ? units[0]! : undefined;
  if (!unit) throw conflict(RETURN_MESSAGES.replacementNeedsClaimOfOneUnit);
  // Requests of one order settle one at a time, as their refunds do.
  const source = await lockOrderForReturn(transaction, request.orderId);
  const line = source?.lines.find((candidate) => candidate.id === unit.orderItemId);
  if (!source || !line) throw notFound(RETURN_MESSAGES.orderNotFound);

  const problem = serialProblem(serial);
  if (problem)
    throw badRequest(
      SERIAL_TEXTS.invalid(variantDisplayName(line.name, line.variantOptions), serial, problem),
    );
  if (await isSerialSold(transaction, serial)) throw conflict(RETURN_MESSAGES.replacementSerialInUse);
  if (
    line.variantId === null ||
    !(await takeStockIfThere(transaction, line.variantId, 1, source.order.branchId))
  ) {
    throw conflict(RETURN_MESSAGES.replacementOutOfStock);
  }

  const product =
    line.productId === null
      ? undefined
      : (await findProductsByIds(transaction, [line.productId])).get(line.productId);
  if (unit.soldUnitId !== null) await markSoldUnitReturned(transaction, unit.soldUnitId);
  const replacementId = await recordReplacementUnit(
    transaction,
    {
      orderId: request.orderId,
      orderItemId: line.id,
      productId: line.productId,
      variantId: line.variantId,
      name: line.name,
      variantOptions: line.variantOptions,
      warrantyMonths: product?.warrantyMonths ?? 0,
    },
    serial,
    staffId,
  );
  await setReplacementUnit(transaction, unit.id, replacementId);
  // Received always says the condition; a request without one is counted faulty, never resold.
  await takeBackUnits(
    transaction,
    [{ variantId: line.variantId, quantity: 1 }],
    request.condition ?? 'faulty',
    source.order.branchId,
  );
}
