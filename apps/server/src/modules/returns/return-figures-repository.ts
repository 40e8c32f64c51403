import { RETURN_REASONS, type ReturnReason } from '@shop/shared';
import { and, count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { refunds, returnRequests, returnUnits } from '../../db/schema';
import { countFaultyUnits } from '../catalogue';
import { listOrderLines } from '../orders';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The products named in the figures: the ten asked back most. */
const TOP_PRODUCTS = 10;

/** Ghana's calendar day of a moment (Africa/Accra keeps UTC all year), as YYYY-MM-DD. */
const accraDayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/** The start of the first of `days` Accra days that end today, today included. */
export function firstDayOfPeriod(now: Date, days: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

export interface ReturnFigures {
  byReason: { reason: ReturnReason; count: number }[];
  byProduct: { name: string; count: number }[];
  refundedPerDay: { day: string; amountPesewas: number }[];
  faultyUnits: number;
}

/** Requests made since `from`, by reason, every reason present (most asked first). */
async function requestsByReason(db: Executor, from: Date): Promise<ReturnFigures['byReason']> {
  const rows = await db
    .select({ reason: returnRequests.reason, count: count() })
    .from(returnRequests)
    .where(gte(returnRequests.createdAt, from))
    .groupBy(returnRequests.reason);
  const counted = new Map(rows.map((row) => [row.reason, Number(row.count)]));
  return RETURN_REASONS.map((reason) => ({ reason, count: counted.get(reason) ?? 0 })).sort(
    (first, second) => second.count - first.count,
  );
}

/**
 * Requests made since `from` by the product they name (as it was bought): a request of two
 * products counts once for each. The names are the order lines', read through the orders module.
 */
async function requestsByProduct(db: Executor, from: Date): Promise<ReturnFigures['byProduct']> {
  const units = await db
    .selectDistinct({
      returnId: returnUnits.returnId,
      orderItemId: returnUnits.orderItemId,
      orderId: returnRequests.orderId,
    })
    .from(returnUnits)
    .innerJoin(returnRequests, eq(returnRequests.id, returnUnits.returnId))
    .where(gte(returnRequests.createdAt, from));
  if (units.length === 0) return [];
  const lines = await listOrderLines(db, [...new Set(units.map((unit) => unit.orderId))]);
  const nameOf = new Map(lines.map((line) => [line.id, line.name]));
  const requestsOf = new Map<string, Set<number>>();
  for (const unit of units) {
    const name = nameOf.get(unit.orderItemId);
    if (name === undefined) continue;
    requestsOf.set(name, (requestsOf.get(name) ?? new Set()).add(unit.returnId));
  }
  return [...requestsOf]
    .map(([name, requests]) => ({ name, count: requests.size }))
    .sort((first, second) => second.count - first.count || first.name.localeCompare(second.name))
    .slice(0, TOP_PRODUCTS);
}

/** Pesewas refunded on each Accra day from `from` to today (refunds done, by when), quiet days as zero. */
async function refundedPerDay(
  db: Executor,
  from: Date,
  days: number,
): Promise<ReturnFigures['refundedPerDay']> {
  const day = sql<string>`to_char(${refunds.doneAt} at time zone 'Africa/Accra', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, amountPesewas: sql<number>`coalesce(sum(${refunds.amountPesewas}), 0)`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.state, 'done'), isNotNull(refunds.doneAt), gte(refunds.doneAt, from)))
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, row.amountPesewas]));
  // Every day present, so a chart's axis is even.
  return Array.from({ length: days }, (_, index) => {
    const date = accraDayOf(new Date(from.getTime() + index * DAY_MS));
    return { day: date, amountPesewas: byDay.get(date) ?? 0 };
  });
}

/** The returns dashboard over the last `days` Accra days, today included. */
export async function readReturnFigures(
  db: Executor,
  days: number,
  now = new Date(),
): Promise<ReturnFigures> {
  const from = firstDayOfPeriod(now, days);
  const [byReason, byProduct, perDay, faultyUnits] = await Promise.all([
    requestsByReason(db, from),
    requestsByProduct(db, from),
    refundedPerDay(db, from, days),
    countFaultyUnits(db),
  ]);
  return { byReason, byProduct, refundedPerDay: perDay, faultyUnits };
}
