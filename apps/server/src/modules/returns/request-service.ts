import { type createReturnBodySchema, formatDay, RETURN_MESSAGES } from '@shop/shared';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { lockOrderForReturn, type OrderForReturn } from '../orders';
import { listSoldUnitsOfOrders, type SoldUnitRow } from '../serials';
import {
  attachPhotos,
  insertReturnRequest,
  type NewReturnRequest,
  openRequestsOnSoldUnits,
  unitsAskedByLine,
} from './request-repository';
import type { ReturnMessenger, ReturnRow } from './return-repository';
import { accraDay, accraDayText, isUuid, unitsLeft, windowClosesAtOf } from './return-rules';
import { readReturnSettings } from './return-settings-repository';

type CreateReturn = z.output<typeof createReturnBodySchema>;
type ReturnOfUnits = Extract<CreateReturn, { kind: 'return' }>;
type NewUnits = NewReturnRequest['units'];

/**
 * A shopper's request on their own order (decision 0063), in one transaction with the order's
 * row locked, so two requests of one order at once are counted one after the other and cannot
 * ask the same units twice. Refuses with the shared words (404, 400, 409) before anything is
 * written; answers the request as written.
 */
export async function createReturnRequest(
  db: Db,
  userId: string,
  orderId: string,
  body: CreateReturn,
  messenger: ReturnMessenger,
  now = new Date(),
): Promise<ReturnRow> {
  return db.transaction(async (transaction) => {
    const source = isUuid(orderId) ? await lockOrderForReturn(transaction, orderId) : undefined;
    // Another shopper's order is as unknown as a missing one: its existence is not theirs to learn.
    if (!source || source.order.userId !== userId) throw notFound(RETURN_MESSAGES.orderNotFound);
    if (source.order.orderStatus !== 'Delivered') throw conflict(RETURN_MESSAGES.notDelivered);
    const soldUnits = await listSoldUnitsOfOrders(transaction, [orderId]);
    const units =
      body.kind === 'return'
        ? await unitsOfReturn(transaction, source, soldUnits, body, now)
        : await unitOfWarrantyClaim(transaction, soldUnits, body.serial, now);
    const row = await insertReturnRequest(transaction, {
      orderId,
      userId,
      kind: body.kind,
      // A warranty claim is a fault by its nature.
      reason: body.kind === 'return' ? body.reason : 'faulty',
      note: body.note,
      units,
    });
    const photoIds = [...new Set(body.photos)];
    if ((await attachPhotos(transaction, userId, row.id, photoIds)) !== photoIds.length) {
      throw badRequest(RETURN_MESSAGES.photoNotYours);
    }
    await messenger.queue(transaction, row);
    return row;
  });
}

/**
 * The units of a return within the window: each line of the order, never more units than the
 * line has left once the units of its requests that were not rejected are counted; a serial,
 * when given, must be a unit of that line still with the shopper.
 */
async function unitsOfReturn(
  transaction: Executor,
  { order, lines }: OrderForReturn,
  soldUnits: SoldUnitRow[],
  body: ReturnOfUnits,
  now: Date,
): Promise<NewUnits> {
  const settings = await readReturnSettings(transaction);
  if (body.reason === 'changed-mind' && !settings.changedMindAllowed) {
    throw badRequest(RETURN_MESSAGES.changedMindNotAllowed);
  }
  const closesAt = windowClosesAtOf(order, settings);
  if (closesAt && now > closesAt) throw conflict(RETURN_MESSAGES.windowClosed(accraDayText(closesAt)));

  const lineOf = new Map(lines.map((line) => [line.id, line]));
  const wantedByLine = new Map<string, number>();
  const units: NewUnits = [];
  for (const unit of body.units) {
    const line = lineOf.get(unit.orderItemId);
    if (!line) throw badRequest(RETURN_MESSAGES.lineNotInOrder);
    let soldUnitId: number | null = null;
    if (unit.serial) {
      const sold = soldUnits.find(
        (candidate) =>
          candidate.serial === unit.serial && candidate.orderItemId === line.id && candidate.state === 'sold',
      );
      // A serial names one unit.
      if (!sold || unit.quantity !== 1) throw badRequest(RETURN_MESSAGES.serialNotInOrder);
      if (units.some((chosen) => chosen.soldUnitId === sold.id))
        throw conflict(RETURN_MESSAGES.serialAlreadyClaimed);
      soldUnitId = sold.id;
    }
    wantedByLine.set(line.id, (wantedByLine.get(line.id) ?? 0) + unit.quantity);
    units.push({ orderItemId: line.id, quantity: unit.quantity, soldUnitId });
  }

  const asked = await unitsAskedByLine(transaction, order.id);
  for (const [lineId, wanted] of wantedByLine) {
    const line = lineOf.get(lineId)!;
    const left = unitsLeft(line.quantity, asked.get(lineId));
    if (wanted > left) throw conflict(RETURN_MESSAGES.tooManyUnits(line.name, left));
  }
  const serialUnitIds = units.flatMap((unit) => (unit.soldUnitId === null ? [] : [unit.soldUnitId]));
  if ((await openRequestsOnSoldUnits(transaction, serialUnitIds)).size > 0) {
    throw conflict(RETURN_MESSAGES.serialAlreadyClaimed);
  }
  return units;
}

/**
 * The one unit of a warranty claim: sold in this order and still with the shopper, within its
 * warranty (its last day included, in Ghana), with no open request on it. Return windows do
 * not apply.
 */
async function unitOfWarrantyClaim(
  transaction: Executor,
  soldUnits: SoldUnitRow[],
  serial: string,
  now: Date,
): Promise<NewUnits> {
  const sold = soldUnits.find((unit) => unit.serial === serial && unit.state === 'sold');
  if (!sold) throw badRequest(RETURN_MESSAGES.serialNotInOrder);
  // YYYY-MM-DD strings compare as the days they name.
  if (accraDay(now) > sold.warrantyUntil)
    throw conflict(RETURN_MESSAGES.warrantyEnded(formatDay(sold.warrantyUntil)));
  if ((await openRequestsOnSoldUnits(transaction, [sold.id])).size > 0) {
    throw conflict(RETURN_MESSAGES.serialAlreadyClaimed);
  }
  return [{ orderItemId: sold.orderItemId, quantity: 1, soldUnitId: sold.id }];
}
