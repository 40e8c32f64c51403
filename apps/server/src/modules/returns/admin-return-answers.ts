import {
  type AdminReturn,
  currentPaymentMethod,
  RETURN_STATES,
  type ReturnQueue,
  toCedis,
} from '@shop/shared';
import type { Executor } from '../../db/client';
import { type OrderForReturn, readOrderForReturn } from '../orders';
import { findAccountNames } from '../users';
import { refundableDeliveryPesewas, refundableGoodsPesewas } from './refund-figures';
import { refundMethodsOf } from './refund-methods';
import { refundedSoFar } from './refund-repository';
import { describeReturns, listRefundsOfReturns, type RefundRow } from './return-answers';
import { countReturnQueues, listReturnQueuePage, RETURN_QUEUE_PAGE_SIZE } from './return-queue-repository';
import { listReturnParts, type ReturnRow } from './return-repository';

type RefundedSoFar = Awaited<ReturnType<typeof refundedSoFar>>;

/** What a refund of the request may pay, in pesewas: once it has a refund, that refund's own figures. */
function refundableOf(
  request: ReturnRow,
  units: { orderItemId: string; quantity: number }[],
  source: OrderForReturn | undefined,
  before: RefundedSoFar | undefined,
  refund: RefundRow | undefined,
): { goods: number; delivery: number | null } {
  if (refund)
    return {
      goods: refund.goodsPesewas,
      delivery: refund.deliveryPesewas > 0 ? refund.deliveryPesewas : null,
    };
  // A settled request without a refund will have none; a rejected one's units may be refunded in another.
  if (!RETURN_STATES[request.status].open || !source || !before) return { goods: 0, delivery: null };
  return {
    goods: refundableGoodsPesewas(source.lines, units, before.units),
    delivery: refundableDeliveryPesewas(source.order, request.reason, before.deliveryRefunded),
  };
}

/**
 * Requests as staff read them (adminReturnSchema): the shopper's view, and who bought, how
 * they paid, what a refund may pay and by which methods, the moves staff may make (Refund
 * failed is the provider's answer, never a staff move) and who made each move of the history.
 * A few reads per order named: a page of the queue names at most twenty.
 */
export async function describeReturnsForStaff(db: Executor, rows: ReturnRow[]): Promise<AdminReturn[]> {
  const ids = rows.map((row) => row.id);
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  const [described, parts, refundsByReturn, sources, refundedByOrder] = await Promise.all([
    describeReturns(db, rows, 'staff'),
    listReturnParts(db, ids),
    listRefundsOfReturns(db, ids),
    Promise.all(orderIds.map(async (id) => [id, await readOrderForReturn(db, id)] as const)).then(
      (found) => new Map(found),
    ),
    Promise.all(orderIds.map(async (id) => [id, await refundedSoFar(db, id)] as const)).then(
      (found) => new Map(found),
    ),
  ]);
  const staffIds = [...parts.events.values()]
    .flat()
    .flatMap((event) => (event.staffId ? [event.staffId] : []));
  const staffNames = await findAccountNames(db, [...new Set(staffIds)]);
  return rows.map((row, index) => {
    const source = sources.get(row.orderId);
    const refund = refundsByReturn.get(row.id);
    const units = (parts.units.get(row.id) ?? []).map(({ orderItemId, quantity }) => ({
      orderItemId,
      quantity,
    }));
    const refundable = refundableOf(row, units, source, refundedByOrder.get(row.orderId), refund);
    const order = source?.order;
    return {
      ...described[index]!,
      customer: {
        name: order ? `${order.firstName} ${order.lastName}`.trim() : '',
        email: order?.email ?? '',
        phoneNumber: order?.phoneNumber ?? '',
      },
      paymentMethod: order ? currentPaymentMethod(order.paymentMethod) : '',
      paymentStatus: order?.paymentStatus ?? '',
      condition: row.condition,
      refundFailure: row.refundFailure,
      refundableGoods: toCedis(refundable.goods),
      refundableDelivery: refundable.delivery === null ? null : toCedis(refundable.delivery),
      refundMethods: order ? refundMethodsOf(order) : [],
      moves: RETURN_STATES[row.status].moves.filter((status) => status !== 'Refund failed'),
      history: (parts.events.get(row.id) ?? []).map((event) => ({
        status: event.status,
        note: event.note,
        at: event.createdAt.toISOString(),
        staff: event.staffId === null ? null : (staffNames.get(event.staffId) ?? null),
      })),
    };
  });
}

/** A page of one of staff's queues, without each request's history, and how many each queue holds. */
export async function readReturnQueue(db: Executor, queue: ReturnQueue, page: number) {
  const [rows, counts] = await Promise.all([listReturnQueuePage(db, queue, page), countReturnQueues(db)]);
  const requests = (await describeReturnsForStaff(db, rows)).map(
    ({ history: _history, ...request }) => request,
  );
  return {
    requests,
    counts,
    page,
    totalPages: Math.max(1, Math.ceil(counts[queue] / RETURN_QUEUE_PAGE_SIZE)),
  };
}
