import {
  COLLECTIONS_DAYS_DEFAULT,
  COLLECTIONS_DAYS_MAX,
  COLLECTIONS_RANGE_MESSAGE,
  type CollectionsResponse,
  type DeliveryRunResponse,
  toCedis,
} from '@shop/shared';
import type { Executor } from '../../db/client';
import { badRequest } from '../../plugins/errors';
import {
  collectedPerBranch,
  collectedPerDayAndStaff,
  deliveryRunStops,
  refusedPerDay,
  stillOutNow,
  stillOutPerDay,
} from '../orders';
import { findAccountNames } from '../users';

/*
 * Pay on delivery's money for staff (decision 0034): the dashboard's collected figures and a
 * day's delivery run, composed from the orders (figures) and users (staff names) modules.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A staff account deleted since it recorded collections. */
const FORMER_STAFF = 'Former staff member';
/** An order of before branches, with none. */
const FORMER_BRANCH = 'No branch';

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayText = (date: Date) => date.toISOString().slice(0, 10);

type StaffFigures = CollectionsResponse['byStaff'][number];

/** Adds collected pesewas to a staff member's line (cedis are made at the end, from pesewas). */
function addTo(
  lines: Map<string, { staffId: string | null; cash: number; momo: number; orders: number }>,
  row: { staffId: string | null; method: string | null; orders: number; pesewas: number },
) {
  const key = row.staffId ?? '';
  const line = lines.get(key) ?? { staffId: row.staffId, cash: 0, momo: 0, orders: 0 };
  if (row.method === 'momo') line.momo += row.pesewas;
  else line.cash += row.pesewas;
  line.orders += row.orders;
  lines.set(key, line);
}

function staffLines(
  lines: Map<string, { staffId: string | null; cash: number; momo: number; orders: number }>,
  names: Map<string, string>,
): StaffFigures[] {
  return [...lines.values()]
    .sort((a, b) => b.cash + b.momo - (a.cash + a.momo))
    .map((line) => ({
      staffId: line.staffId,
      name: (line.staffId && names.get(line.staffId)) || FORMER_STAFF,
      cash: toCedis(line.cash),
      momo: toCedis(line.momo),
      orders: line.orders,
    }));
}

/** The period's collections per branch (the door's or the counter's, decision 0069), most first. */
function branchLines(
  rows: {
    branchId: number | null;
    name: string | null;
    method: string | null;
    orders: number;
    pesewas: number;
  }[],
): NonNullable<CollectionsResponse['byBranch']> {
  const lines = new Map<
    number | null,
    { branchId: number | null; name: string; cash: number; momo: number; orders: number }
  >();
  for (const row of rows) {
    const line = lines.get(row.branchId) ?? {
      branchId: row.branchId,
      name: row.name ?? FORMER_BRANCH,
      cash: 0,
      momo: 0,
      orders: 0,
    };
    if (row.method === 'momo') line.momo += row.pesewas;
    else line.cash += row.pesewas;
    line.orders += row.orders;
    lines.set(row.branchId, line);
  }
  return [...lines.values()]
    .sort((a, b) => b.cash + b.momo - (a.cash + a.momo))
    .map((line) => ({ ...line, cash: toCedis(line.cash), momo: toCedis(line.momo) }));
}

/** The range asked for, whole days: `to` included, today and COLLECTIONS_DAYS_DEFAULT days by default. */
function rangeOf(query: { from?: string; to?: string }, now: Date): { from: Date; to: Date } {
  const last = query.to ? startOfDay(query.to) : startOfDay(dayText(now));
  const first = query.from
    ? startOfDay(query.from)
    : new Date(last.getTime() - (COLLECTIONS_DAYS_DEFAULT - 1) * DAY_MS);
  const days = Math.round((last.getTime() - first.getTime()) / DAY_MS) + 1;
  if (days < 1 || days > COLLECTIONS_DAYS_MAX) throw badRequest(COLLECTIONS_RANGE_MESSAGE);
  return { from: first, to: new Date(last.getTime() + DAY_MS) };
}

/** GET /api/admin/collections: per day and per staff member, cash and MoMo collected, refusals, what is still out. */
export async function loadCollections(
  db: Executor,
  query: { from?: string; to?: string },
  now: Date,
): Promise<CollectionsResponse> {
  const { from, to } = rangeOf(query, now);
  const [collected, refused, stillOut, outNow, perBranch] = await Promise.all([
    collectedPerDayAndStaff(db, from, to),
    refusedPerDay(db, from, to),
    stillOutPerDay(db, from, to),
    stillOutNow(db),
    collectedPerBranch(db, from, to),
  ]);
  const staffIds = [...new Set(collected.flatMap((row) => (row.staffId ? [row.staffId] : [])))];
  const names = await findAccountNames(db, staffIds);

  const whole = new Map<string, { staffId: string | null; cash: number; momo: number; orders: number }>();
  const perDay = new Map<string, typeof whole>();
  for (const row of collected) {
    addTo(whole, row);
    const day = perDay.get(row.day) ?? new Map();
    addTo(day, row);
    perDay.set(row.day, day);
  }
  const refusedByDay = new Map(refused.map((row) => [row.day, row.orders]));
  const outByDay = new Map(stillOut.map((row) => [row.day, row]));

  const count = Math.round((to.getTime() - from.getTime()) / DAY_MS);
  const days = Array.from({ length: count }, (_, index) => {
    const date = dayText(new Date(from.getTime() + index * DAY_MS));
    const lines = [...(perDay.get(date)?.values() ?? [])];
    const out = outByDay.get(date);
    return {
      date,
      cash: toCedis(lines.reduce((sum, line) => sum + line.cash, 0)),
      momo: toCedis(lines.reduce((sum, line) => sum + line.momo, 0)),
      collectedOrders: lines.reduce((sum, line) => sum + line.orders, 0),
      refusedOrders: refusedByDay.get(date) ?? 0,
      stillOutOrders: out?.orders ?? 0,
      stillOut: toCedis(out?.pesewas ?? 0),
      byStaff: staffLines(perDay.get(date) ?? new Map(), names),
    };
  });
  const totals = [...whole.values()];
  return {
    success: true,
    from: dayText(from),
    to: dayText(new Date(to.getTime() - DAY_MS)),
    days,
    byStaff: staffLines(whole, names),
    byBranch: branchLines(perBranch),
    totals: {
      cash: toCedis(totals.reduce((sum, line) => sum + line.cash, 0)),
      momo: toCedis(totals.reduce((sum, line) => sum + line.momo, 0)),
      collectedOrders: totals.reduce((sum, line) => sum + line.orders, 0),
      refusedOrders: refused.reduce((sum, row) => sum + row.orders, 0),
    },
    stillOut: { orders: outNow.orders, amount: toCedis(outNow.pesewas) },
  };
}

/** GET /api/admin/delivery-run: the orders that went out on `date` (today by default). */
export async function loadDeliveryRun(
  db: Executor,
  query: { date?: string },
  now: Date,
): Promise<DeliveryRunResponse> {
  const date = query.date ?? dayText(now);
  const from = startOfDay(date);
  const rows = await deliveryRunStops(db, from, new Date(from.getTime() + DAY_MS));
  const collected = (method: string) =>
    toCedis(
      rows
        .filter((row) => row.outcome === 'collected' && row.collectionMethod === method)
        .reduce((sum, row) => sum + row.collectedPesewas, 0),
    );
  return {
    success: true,
    date,
    stops: rows.map(({ collectionMethod: _method, collectedPesewas: _collected, ...stop }) => stop),
    totals: {
      orders: rows.length,
      toCollect: toCedis(rows.reduce((sum, row) => sum + Math.round(row.amountToCollect * 100), 0)),
      collectedCash: collected('cash'),
      collectedMomo: collected('momo'),
    },
  };
}
