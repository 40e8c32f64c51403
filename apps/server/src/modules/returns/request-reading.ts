import { type OrderReturns, RETURN_MESSAGES, type ReturnRequest, variantOptionsText } from '@shop/shared';
import type { Executor } from '../../db/client';
import { notFound } from '../../plugins/errors';
import { readOrderForReturn } from '../orders';
import { listSoldUnitsOfOrders } from '../serials';
import {
  listReturnsOfOrder,
  listReturnsOfUser,
  openRequestsOnSoldUnits,
  unitsAskedByLine,
} from './request-repository';
import { describeReturns } from './return-answers';
import { findReturnByNumber, returnNumberOf } from './return-repository';
import { accraDay, isUuid, reasonsAllowed, unitsLeft, windowClosesAtOf } from './return-rules';
import { readReturnSettings } from './return-settings-repository';

/**
 * What the shopper may still ask of their order (the request form): whether it is delivered
 * and its window open, the reasons the shop takes, each line's units left and the serials
 * still under warranty without an open request, and the order's requests. 404 for an order
 * that is not theirs.
 */
export async function describeOrderReturns(
  db: Executor,
  userId: string,
  orderId: string,
  now = new Date(),
): Promise<Omit<OrderReturns, 'success'>> {
  const source = isUuid(orderId) ? await readOrderForReturn(db, orderId) : undefined;
  if (!source || source.order.userId !== userId) throw notFound(RETURN_MESSAGES.orderNotFound);
  const settings = await readReturnSettings(db);
  const [asked, soldUnits, rows] = await Promise.all([
    unitsAskedByLine(db, orderId),
    listSoldUnitsOfOrders(db, [orderId]),
    listReturnsOfOrder(db, orderId),
  ]);
  // Units that came back or were replaced are no longer the shopper's to claim.
  const heldUnits = soldUnits.filter((unit) => unit.state === 'sold');
  const [openOnUnits, requests] = await Promise.all([
    openRequestsOnSoldUnits(
      db,
      heldUnits.map((unit) => unit.id),
    ),
    describeReturns(db, rows, 'shopper'),
  ]);
  const delivered = source.order.orderStatus === 'Delivered';
  const closesAt = windowClosesAtOf(source.order, settings);
  const today = accraDay(now);
  return {
    delivered,
    windowClosesAt: closesAt?.toISOString() ?? null,
    windowOpen: closesAt !== null && now <= closesAt,
    reasons: reasonsAllowed(settings),
    lines: source.lines.map((line) => ({
      orderItemId: line.id,
      name: line.name,
      variant: variantOptionsText(line.variantOptions),
      quantity: line.quantity,
      returnable: unitsLeft(line.quantity, asked.get(line.id)),
      serials: heldUnits
        .filter((unit) => unit.orderItemId === line.id)
        .map((unit) => ({
          serial: unit.serial,
          warrantyUntil: unit.warrantyUntil,
          claimable: delivered && today <= unit.warrantyUntil && !openOnUnits.has(unit.id),
        })),
    })),
    requests,
  };
}

/** The shopper's requests, newest first. */
export async function listShopperReturns(db: Executor, userId: string): Promise<ReturnRequest[]> {
  return describeReturns(db, await listReturnsOfUser(db, userId), 'shopper');
}

/** One of the shopper's requests by its number (101 or RET-101); 404 for another's. */
export async function readShopperReturn(
  db: Executor,
  userId: string,
  typedNumber: string,
): Promise<ReturnRequest> {
  const number = returnNumberOf(typedNumber);
  const row = number === undefined ? undefined : await findReturnByNumber(db, number);
  if (!row || row.userId !== userId) throw notFound(RETURN_MESSAGES.requestNotFound);
  const [request] = await describeReturns(db, [row], 'shopper');
  return request!;
}
