import {
  isReturnMoveAllowed,
  RETURN_ADMIN_TEXTS,
  RETURN_MESSAGES,
  RETURN_STATES,
  type RefundMethod,
} from '@shop/shared';
import type { Executor } from '../../db/client';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { lockOrderForReturn } from '../orders';
import { PaymentUnreachableError, RefundRefusedError } from '../payments';
import { completeRefund, failRefund } from './refund-completion';
import { refundableDeliveryPesewas, refundableGoodsPesewas } from './refund-figures';
import { refundMethodsOf } from './refund-methods';
import {
  insertRefund,
  lockRefundOfReturn,
  lockReturnById,
  markRefundAsking,
  type RefundRow,
  refundedSoFar,
  touchReturnAsked,
} from './refund-repository';
import { returnMessengerOf } from './return-messages';
import {
  listReturnParts,
  lockReturnByNumber,
  type ReturnMessenger,
  type ReturnRow,
} from './return-repository';

/** What staff send with the move to Refunded (returnMoveBodySchema); method and delivery count only the first time. */
export interface RefundBody {
  refundDelivery?: boolean;
  method?: RefundMethod;
  reference?: string;
}

/**
 * How long a refund being asked of the provider is left alone: a second staff member pressing
 * Refund meanwhile is told it is under way, so the provider is asked once. Far beyond the
 * provider's own time limit; after it, a refund still asking (the server stopped mid-way) may
 * be asked again.
 */
export const REFUND_ASKING_MS = 2 * 60 * 1000;

/** The note the provider is asked with and echoes in its refund events. */
export const refundNote = (refundId: number) => `refund-${refundId}`;

type Started =
  | { kind: 'done'; request: ReturnRow }
  | { kind: 'ask'; refund: RefundRow; chargeReference: string; askedBefore: boolean };

/** The refund's first writing: its method, its amount (the units' paid share, delivery when ticked) and the row. */
async function writeRefund(
  transaction: Executor,
  request: ReturnRow,
  source: NonNullable<Awaited<ReturnType<typeof lockOrderForReturn>>>,
  body: RefundBody,
  staffId: string | null,
): Promise<RefundRow> {
  const methods = refundMethodsOf(source.order);
  const method = body.method ?? methods[0]!;
  if (!methods.includes(method)) {
    throw badRequest(RETURN_MESSAGES.refundMethodNotForOrder(RETURN_ADMIN_TEXTS.refundMethods[method]));
  }
  const reference = body.reference?.trim() || null;
  if (method !== 'paystack' && !reference) throw badRequest(RETURN_MESSAGES.refundReferenceRequired);
  const units = (await listReturnParts(transaction, [request.id])).units.get(request.id) ?? [];
  const before = await refundedSoFar(transaction, source.order.id);
  let goodsPesewas: number;
  try {
    goodsPesewas = refundableGoodsPesewas(source.lines, units, before.units);
  } catch (error) {
    // More units of a line than it had, counting earlier refunds: it would pay more than was paid.
    if (error instanceof RangeError) throw conflict(RETURN_MESSAGES.refundMoreThanPaid);
    throw error;
  }
  const deliveryPesewas = body.refundDelivery
    ? (refundableDeliveryPesewas(source.order, request.reason, before.deliveryRefunded) ?? 0)
    : 0;
  if (goodsPesewas + deliveryPesewas === 0) throw conflict(RETURN_MESSAGES.orderNotPaid);
  return insertRefund(transaction, {
    orderId: source.order.id,
    returnId: request.id,
    goodsPesewas,
    deliveryPesewas,
    method,
    reference: method === 'paystack' ? null : reference,
    staffId,
  });
}

/**
 * Transaction A: the request, then the order, under their locks. Refused before anything is
 * written when the move is not allowed, the order has no money to give back, or the refund is
 * being asked already. A first refund is written (and counted); a retry reuses its row. Cash
 * and MoMo are done here and now; Paystack is asked after the commit.
 */
async function startRefund(
  transaction: Executor,
  number: number,
  body: RefundBody,
  staffId: string | null,
  now: Date,
  messenger: ReturnMessenger,
): Promise<Started> {
  const request = await lockReturnByNumber(transaction, number);
  if (!request) throw notFound(RETURN_MESSAGES.requestNotFound);
  if (!isReturnMoveAllowed(request.status, 'Refunded')) {
    throw conflict(
      RETURN_MESSAGES.moveNotAllowed(RETURN_STATES[request.status].label, RETURN_STATES.Refunded.label),
    );
  }
  if (!request.condition) throw conflict(RETURN_MESSAGES.conditionRequired);
  const source = await lockOrderForReturn(transaction, request.orderId);
  if (!source) throw notFound(RETURN_MESSAGES.orderNotFound);
  if (refundMethodsOf(source.order).length === 0) {
    // Everything paid already went back (another request's refund, or a cancellation).
    if (source.order.paymentStatus === 'Refunded') throw conflict(RETURN_MESSAGES.refundMoreThanPaid);
    throw conflict(RETURN_MESSAGES.orderNotPaid);
  }
  const existing = await lockRefundOfReturn(transaction, request.id);
  let refund: RefundRow;
  // A row already asked may have been refunded though its answer was lost: looked up before asking.
  const askedBefore =
    existing !== undefined &&
    (existing.attempts > 0 || existing.state === 'asking' || existing.state === 'failed');
  if (existing) {
    const askedRecently = now.getTime() - request.updatedAt.getTime() < REFUND_ASKING_MS;
    if (existing.state === 'done' || (existing.state === 'asking' && askedRecently)) {
      throw conflict(RETURN_MESSAGES.refundAsked);
    }
    refund = await markRefundAsking(transaction, existing.id, staffId);
  } else {
    refund = await writeRefund(transaction, request, source, body, staffId);
  }
  if (refund.method !== 'paystack') {
    return {
      kind: 'done',
      request: await completeRefund(transaction, { request, source, refund, staffId, now, messenger }),
    };
  }
  await touchReturnAsked(transaction, request.id, now);
  return { kind: 'ask', refund, chargeReference: source.order.paymentReference, askedBefore };
}

/** The provider's answer about a refund it was asked, or reported by itself (a webhook). */
export type RefundOutcome = { outcome: 'processed' } | { outcome: 'failed'; reason: string };

/**
 * Transaction B: the request, the order and the refund locked, in that order; only a refund
 * still waiting for this answer moves (a webhook and the caller may both report it). Processed:
 * done, with its credit note. Failed: failed with the reason, the request Refund failed.
 */
export async function settleAskedRefund(
  transaction: Executor,
  refundOf: { returnId: number; refundId: number },
  answer: RefundOutcome,
  staffId: string | null,
  messenger: ReturnMessenger,
): Promise<ReturnRow | undefined> {
  const request = await lockReturnById(transaction, refundOf.returnId);
  if (!request) return undefined;
  const source = await lockOrderForReturn(transaction, request.orderId);
  const refund = await lockRefundOfReturn(transaction, request.id);
  if (!source || refund?.id !== refundOf.refundId) return request;
  if (answer.outcome === 'processed') {
    // A failed one too: the provider did refund it (its answer was lost on the way).
    if (refund.state === 'done') return request;
    return completeRefund(transaction, { request, source, refund, staffId, messenger });
  }
  if (refund.state !== 'asking') return request;
  return failRefund(transaction, { request, refund, reason: answer.reason, staffId, messenger });
}

function reasonOf(error: unknown): string {
  if (error instanceof PaymentUnreachableError || error instanceof RefundRefusedError) return error.reason;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Refunds a received request (decision 0063), for staff's move to Refunded: the units' paid
 * share (and delivery when ticked and the shop was at fault), through Paystack for an order
 * paid online or in cash or MoMo for one paid at the door. The refund is written and counted
 * before the provider is asked; a failure leaves it failed and the request Refund failed (502
 * when the provider did not answer, 409 when it refused). A retry looks the row's refund up at
 * the provider first (an answer lost to a timeout, a 5xx or a stop may hide a refund made):
 * made, it is settled without asking; still pending, 409 and the provider's event settles it;
 * failed or unknown to the provider, it is asked again on the same row. A look-up without an
 * answer asks nothing (502). Answers the request, Refunded.
 */
export async function refundReturn(
  app: App,
  number: number,
  body: RefundBody,
  staffId: string | null,
): Promise<ReturnRow> {
  const db = app.database.db;
  const messenger = returnMessengerOf(app);
  const started = await db.transaction((transaction) =>
    startRefund(transaction, number, body, staffId, new Date(), messenger),
  );
  if (started.kind === 'done') return started.request;
  const { refund } = started;
  const refundOf = { returnId: refund.returnId, refundId: refund.id };
  const settle = async (answer: RefundOutcome) =>
    (await db.transaction((transaction) =>
      settleAskedRefund(transaction, refundOf, answer, staffId, messenger),
    ))!;
  const note = refundNote(refund.id);
  if (started.askedBefore) {
    let found: Awaited<ReturnType<typeof app.paymentProvider.findRefund>>;
    try {
      found = await app.paymentProvider.findRefund(started.chargeReference, note);
    } catch (error) {
      // Not knowing whether it was made, asking again could pay it twice: nothing is asked.
      const reason = reasonOf(error);
      app.log.warn({ err: error, refundId: refund.id }, 'a return refund could not be looked up');
      await settle({ outcome: 'failed', reason });
      throw new HttpError(502, RETURN_MESSAGES.refundFailed(reason));
    }
    if (found === 'processed') return settle({ outcome: 'processed' });
    // On its way: left asking, for the provider's refund event to settle.
    if (found === 'pending') throw conflict(RETURN_MESSAGES.refundAsked);
  }
  try {
    await app.paymentProvider.refund(started.chargeReference, { amountPesewas: refund.amountPesewas, note });
  } catch (error) {
    const reason = reasonOf(error);
    app.log.warn({ err: error, refundId: refund.id }, 'a return refund failed at the provider');
    await settle({ outcome: 'failed', reason });
    throw new HttpError(
      error instanceof RefundRefusedError ? 409 : 502,
      RETURN_MESSAGES.refundFailed(reason),
    );
  }
  return settle({ outcome: 'processed' });
}
