import { randomBytes } from 'node:crypto';
import {
  API_MESSAGES,
  type CheckoutState,
  type Country,
  CURRENCY,
  type createOrderBodySchema,
  formatPesewas,
  normalizePhoneNumber,
  type Order,
  type StartCheckoutResponse,
  type startCheckoutBodySchema,
  toCedis,
  toPesewas,
} from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Transaction } from '../../db/client';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/errors';
import { type CartLine, clearCart, listCartLines, lockCartLines } from '../cart';
import { returnStock, takeStock } from '../catalog';
import { type DeliveryFeeRow, findDeliveryFeeForCity } from '../delivery';
import {
  CHARGE_UNDER_WAY_STATUSES,
  type ChargeSettler,
  knownTransaction,
  markPaymentRefunded,
  PaymentUnreachableError,
  type PaystackTransaction,
  type PaystackVerifyAnswer,
  paymentProviderOf,
  recordPayment,
  requireSuccessfulPayment,
} from '../payments';
import {
  claimOrdersForSweep,
  findPendingOrderOfUser,
  lockOrderByReference,
  lockPendingOrderOfUser,
  markOrderRefunded,
  pendingDue,
  setAccessCode,
  setPaymentState,
} from './checkout-repository';
import { queuePaidOrderMail } from './order-mail';
import type { OrderRow } from './order-mapper';
import {
  findOrder,
  findOrderByReference,
  insertOrder,
  insertOrderLines,
  listOrderLines,
  withItems,
} from './order-repository';
import { listUnitsToRestock, lockOrder } from './order-status-repository';

export type StartInput = z.output<typeof startCheckoutBodySchema>;
export type OrderInput = z.output<typeof createOrderBodySchema>;

/** How many rows one sweep claims of each kind; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

/** Letters, digits and "-" (Paystack's rule), new for every checkout; the unique key has the last word. */
function newPaymentReference(): string {
  return `KT-${Date.now().toString(36)}-${randomBytes(8).toString('hex')}`;
}

/** A figure the shopper saw must equal the server's, to the pesewa. */
function requireSameFigure(field: string, clientCedis: number, serverPesewas: number) {
  if (toPesewas(clientCedis) !== serverPesewas) {
    throw conflict(API_MESSAGES.figureMismatch(field, formatPesewas(serverPesewas)));
  }
}

interface Figures {
  subtotal: number;
  shippingFee: number;
  total: number;
}

function requireSameFigures(
  input: { subtotal: number; shippingFee: number; total: number },
  figures: Figures,
) {
  requireSameFigure('subtotal', input.subtotal, figures.subtotal);
  requireSameFigure('shippingFee', input.shippingFee, figures.shippingFee);
  requireSameFigure('total', input.total, figures.total);
}

function figuresOf(lines: CartLine[], fee: DeliveryFeeRow): Figures {
  const subtotal = lines.reduce((sum, line) => sum + line.product.pricePesewas * line.quantity, 0);
  return { subtotal, shippingFee: fee.feePesewas, total: subtotal + fee.feePesewas };
}

/** The answer of Verify Transaction when it is about this reference; undefined when the provider does not know it. */
function transactionOf(answer: PaystackVerifyAnswer, reference: string): PaystackTransaction | undefined {
  return answer.status && answer.data?.reference === reference ? answer.data : undefined;
}

/** Settled for good: nothing a later charge, verify or webhook changes. */
const isSettled = (order: OrderRow) =>
  order.paymentStatus === 'Paid' ||
  order.paymentStatus === 'Refund pending' ||
  order.paymentStatus === 'Refunded';

interface Settled {
  order: OrderRow;
  /** This call made the order Paid. */
  becamePaid: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Checkout (decision 0007): start, settle, refund and the sweeper, built once per app. */
    checkout: Checkout;
  }
}

export type Checkout = ReturnType<typeof checkoutService>;

/**
 * Checkout starts on the server (DESIGN.md section 6, decision 0007). `start` writes a
 * pending order that holds its stock and initialises the payment with the server's amount
 * and reference; `settle` is the one idempotent step that verify, create, the webhook and
 * the sweeper all use to make it Paid, or to refund a charge that cannot become an order.
 * No transaction waits on the provider: it is asked before or after, never inside.
 */
export function checkoutService(app: FastifyInstance) {
  const db = () => app.database.db;
  const provider = () => paymentProviderOf(app);

  function answerFor(order: OrderRow, state: CheckoutState): StartCheckoutResponse {
    return {
      success: true,
      state,
      orderId: order.id,
      holdExpiresAt: (order.holdExpiresAt ?? order.createdAt).toISOString(),
      payment: {
        provider: provider().name,
        reference: order.paymentReference,
        accessCode: order.accessCode ?? '',
        publicKey: app.config.paystack?.publicKey ?? null,
        amount: toCedis(order.totalPesewas),
        currency: CURRENCY,
        email: order.email,
      },
    };
  }

  /** Inside a transaction, the order locked and holding stock: the stock goes back, the order is Expired. */
  async function releaseLocked(transaction: Transaction, order: OrderRow) {
    await returnStock(transaction, await listUnitsToRestock(transaction, order.id));
    await setPaymentState(transaction, order.id, { paymentStatus: 'Expired', orderStatus: 'Cancelled' });
  }

  /**
   * Releases a pending order's hold (the stock goes back, the order is Expired). With
   * `onlyIfExpired`, only when its hold has run out, checked under the lock. Answers whether it did.
   */
  async function release(orderId: string, { onlyIfExpired = false } = {}): Promise<boolean> {
    return db().transaction(async (transaction) => {
      const order = await lockOrder(transaction, orderId);
      if (order?.paymentStatus !== 'Pending') return false;
      if (onlyIfExpired && (!order.holdExpiresAt || order.holdExpiresAt.getTime() > Date.now())) return false;
      await releaseLocked(transaction, order);
      return true;
    });
  }

  /**
   * Takes the stock of an order whose hold was released, all lines or none (product id
   * order, as everywhere). A line whose product was deleted cannot be sold again.
   */
  async function retakeStock(transaction: Transaction, orderId: string): Promise<boolean> {
    const lines = await listOrderLines(transaction, [orderId]);
    if (lines.some((line) => line.productId === null)) return false;
    const units = await listUnitsToRestock(transaction, orderId);
    const taken: typeof units = [];
    for (const unit of units) {
      try {
        await takeStock(transaction, { id: unit.productId, name: '' }, unit.quantity);
        taken.push(unit);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
        await returnStock(transaction, taken);
        return false;
      }
    }
    return true;
  }

  /**
   * After a commit that left the order Refund pending: asks the provider to refund the whole
   * charge, then marks it Refunded. When the provider does not answer, the sweeper retries.
   */
  async function refundOrder(order: Pick<OrderRow, 'id' | 'paymentReference'>): Promise<void> {
    try {
      await provider().refund(order.paymentReference);
    } catch (error) {
      app.log.warn({ err: error, orderId: order.id }, 'refund failed; the sweeper retries it');
      return;
    }
    await markOrderRefunded(db(), order.id);
    await markPaymentRefunded(db(), order.paymentReference);
  }

  /**
   * The one settle step (idempotent): the provider's answer about `reference` applied to
   * the order that started it, under the order's row lock. With `userId`, only that
   * account's order (another's is 409 and changes no row). Answers undefined for a
   * reference no checkout started.
   */
  async function settle(
    reference: string,
    answer: PaystackVerifyAnswer,
    options: { userId?: string; raw?: unknown } = {},
  ): Promise<Settled | undefined> {
    const transaction = transactionOf(answer, reference);
    // The owner is read first so the cart lines can be locked before the order, as start does.
    const unlocked = await findOrderByReference(db(), reference);
    if (!unlocked) return undefined;
    if (options.userId && unlocked.userId !== options.userId) throw conflict(API_MESSAGES.referenceUsed);

    const outcome = await db().transaction(async (tx) => {
      const cartLines = await lockCartLines(tx, unlocked.userId);
      const order = (await lockOrderByReference(tx, reference))!;
      if (transaction) {
        await recordPayment(tx, {
          provider: provider().name,
          transaction,
          raw: options.raw ?? answer,
          userId: order.userId,
          orderId: order.id,
        });
      }
      if (transaction?.status !== 'success' || isSettled(order)) {
        return { becamePaid: false, refund: false };
      }
      const holdsStock = order.paymentStatus === 'Pending';
      const refundBecause = async (reason: string) => {
        await setPaymentState(tx, order.id, {
          paymentStatus: 'Refund pending',
          orderStatus: 'Cancelled',
          cancelReason: reason,
          checkedAt: new Date(),
        });
        return { becamePaid: false, refund: true };
      };
      const problem =
        transaction.currency !== CURRENCY
          ? API_MESSAGES.refundReasonWrongCurrency
          : transaction.amount !== order.totalPesewas
            ? API_MESSAGES.refundReasonWrongAmount
            : undefined;
      if (problem) {
        if (holdsStock) await returnStock(tx, await listUnitsToRestock(tx, order.id));
        return refundBecause(problem);
      }
      // A hold released before the charge came: the stock is taken again if it is there.
      if (!holdsStock && !(await retakeStock(tx, order.id))) {
        return refundBecause(API_MESSAGES.refundReasonSoldOut);
      }
      await setPaymentState(tx, order.id, {
        paymentStatus: 'Paid',
        orderStatus: 'Pending',
        cancelReason: null,
      });
      const ordered = new Set(
        (await listOrderLines(tx, [order.id])).flatMap((line) =>
          line.productId === null ? [] : [line.productId],
        ),
      );
      await clearCart(
        tx,
        order.userId,
        cartLines.filter((line) => ordered.has(line.product.id)).map((line) => line.product.id),
      );
      // The confirmation and the staff alert exist exactly when the order is Paid.
      await queuePaidOrderMail(app, tx, order.id);
      return { becamePaid: true, refund: false };
    });
    if (outcome.refund) await refundOrder(unlocked);
    return { order: (await findOrder(db(), unlocked.id))!, becamePaid: outcome.becamePaid };
  }

  /** Asks the provider about a reference; PaymentUnreachableError when it does not answer. */
  const ask = (reference: string) => provider().verify(reference);

  /** The cart the shopper would check out now, and its figures (no lock: a comparison only). */
  async function currentCart(userId: string, fee: DeliveryFeeRow) {
    const lines = await listCartLines(db(), userId);
    return { lines, figures: figuresOf(lines, fee) };
  }

  /** The pending order is what the shopper is about to pay for again: same lines, prices, figures and details. */
  async function isSameCheckout(order: OrderRow, userId: string, details: OrderDetails, fee: DeliveryFeeRow) {
    const { lines, figures } = await currentCart(userId, fee);
    if (figures.total !== order.totalPesewas || figures.shippingFee !== order.shippingFeePesewas)
      return false;
    const ordered = await listOrderLines(db(), [order.id]);
    const key = (productId: number | null, quantity: number, price: number) =>
      `${productId}:${quantity}:${price}`;
    const orderedKeys = ordered
      .map((line) => key(line.productId, line.quantity, line.unitPricePesewas))
      .sort();
    const cartKeys = lines
      .map((line) => key(line.product.id, line.quantity, line.product.pricePesewas))
      .sort();
    if (orderedKeys.join() !== cartKeys.join()) return false;
    return (Object.keys(details) as (keyof OrderDetails)[]).every((field) => order[field] === details[field]);
  }

  /**
   * The account already has a pending order: it may be paid, paying, or to be resumed. Answers
   * the start answer, or `replace` when it is unpaid and no longer what the shopper checks out.
   */
  async function lookAtPendingOrder(
    order: OrderRow,
    userId: string,
    details: OrderDetails,
    fee: DeliveryFeeRow,
  ): Promise<StartCheckoutResponse | 'replace' | 'gone'> {
    let answer: PaystackVerifyAnswer;
    try {
      answer = await ask(order.paymentReference);
    } catch (error) {
      // It may be paid: never open a second popup for it. Verify, the webhook or the sweeper settle it.
      if (error instanceof PaymentUnreachableError) return answerFor(order, 'confirming');
      throw error;
    }
    const transaction = transactionOf(answer, order.paymentReference);
    if (transaction?.status === 'success') {
      const settled = await settle(order.paymentReference, answer, { userId });
      if (settled?.order.paymentStatus === 'Paid') return answerFor(settled.order, 'paid');
      return 'gone';
    }
    if (transaction && CHARGE_UNDER_WAY_STATUSES.includes(transaction.status)) {
      return answerFor(order, 'confirming');
    }
    const holdLive = order.holdExpiresAt !== null && order.holdExpiresAt.getTime() > Date.now();
    if (order.accessCode && holdLive && (await isSameCheckout(order, userId, details, fee))) {
      return answerFor(order, 'awaiting-payment');
    }
    return 'replace';
  }

  /** POST /api/orders/start (see checkoutService). */
  async function start(userId: string, input: StartInput): Promise<StartCheckoutResponse> {
    const phoneNumber = normalizePhoneNumber(input.phoneNumber, input.country as Country);
    if (!phoneNumber) throw badRequest(API_MESSAGES.invalidPhone);
    const fee = await findDeliveryFeeForCity(db(), input.city);
    if (!fee) throw badRequest(API_MESSAGES.unknownCity(input.city));
    const details: OrderDetails = {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      street: input.street,
      city: fee.city,
      state: input.state,
      zipCode: input.zipCode,
      country: input.country,
      phoneNumber,
      paymentMethod: input.paymentMethod,
    };

    let replaceable: string | undefined;
    const pending = await findPendingOrderOfUser(db(), userId);
    if (pending) {
      const looked = await lookAtPendingOrder(pending, userId, details, fee);
      if (looked === 'replace') replaceable = pending.id;
      else if (looked !== 'gone') return looked;
    }

    const order = await db().transaction(async (tx) => {
      // The cart first, then the pending order, then products in id order: the lock order everywhere.
      const lines = await lockCartLines(tx, userId);
      const stillPending = await lockPendingOrderOfUser(tx, userId);
      if (stillPending) {
        // Another start of this account got in between: its answer is the one to follow.
        if (stillPending.id !== replaceable) throw conflict(API_MESSAGES.paymentBeingConfirmed);
        await releaseLocked(tx, stillPending);
      }
      const forSale = lines.filter((line) => !line.product.archivedAt);
      if (forSale.length === 0) throw badRequest(API_MESSAGES.cartEmpty);
      const figures = figuresOf(forSale, fee);
      requireSameFigures(input, figures);
      // Lines come in product id order, so concurrent checkouts lock products in one order.
      for (const line of forSale) await takeStock(tx, line.product, line.quantity);
      const holdExpiresAt = new Date(Date.now() + app.config.checkoutHoldMinutes * 60_000);
      const inserted = await insertOrder(tx, {
        userId,
        ...details,
        subtotalPesewas: figures.subtotal,
        shippingFeePesewas: figures.shippingFee,
        totalPesewas: figures.total,
        paymentStatus: 'Pending',
        orderStatus: 'Pending',
        paymentReference: newPaymentReference(),
        holdExpiresAt,
      });
      if (!inserted) throw new Error('payment reference collision');
      await insertOrderLines(
        tx,
        forSale.map((line) => ({
          orderId: inserted.id,
          productId: line.product.id,
          name: line.product.name,
          unitPricePesewas: line.product.pricePesewas,
          image: line.product.images[0] ?? null,
          quantity: line.quantity,
        })),
      );
      return (await findOrder(tx, inserted.id))!;
    });

    let accessCode: string;
    try {
      ({ accessCode } = await provider().initialize({
        reference: order.paymentReference,
        email: order.email,
        amountPesewas: order.totalPesewas,
        orderId: order.id,
        userId,
      }));
    } catch (error) {
      // Nothing to pay for: the stock goes back on sale at once.
      await release(order.id);
      throw error;
    }
    await setAccessCode(db(), order.id, accessCode);
    return answerFor({ ...order, accessCode }, 'awaiting-payment');
  }

  /** The order of a reference, for its own account: 404 when no checkout has it, 409 for another account. */
  async function ownOrder(userId: string, reference: string): Promise<OrderRow> {
    const order = await findOrderByReference(db(), reference);
    if (!order) throw notFound(API_MESSAGES.checkoutNotFound);
    if (order.userId !== userId) throw conflict(API_MESSAGES.referenceUsed);
    return order;
  }

  /** POST /api/payments/verify: asks the provider (nothing is written when it does not answer), then settles. */
  async function verify(userId: string, reference: string): Promise<PaystackTransaction> {
    await ownOrder(userId, reference);
    const answer = await ask(reference);
    const transaction = knownTransaction(answer, reference);
    await settle(reference, answer, { userId });
    return requireSuccessfulPayment(transaction);
  }

  /**
   * POST /api/orders/create: the order the reference started, settled first if it is not
   * yet. Figures that differ from the order's are 409. `created` when this call made it Paid.
   */
  async function create(userId: string, input: OrderInput): Promise<{ order: Order; created: boolean }> {
    const reference = input.paymentReference;
    let order = await ownOrder(userId, reference);
    requireSameFigures(input, {
      subtotal: order.subtotalPesewas,
      shippingFee: order.shippingFeePesewas,
      total: order.totalPesewas,
    });
    let created = false;
    if (!isSettled(order)) {
      const answer = await ask(reference);
      const transaction = knownTransaction(answer, reference);
      const settled = await settle(reference, answer, { userId });
      order = settled!.order;
      created = settled!.becamePaid;
      if (!isSettled(order)) requireSuccessfulPayment(transaction);
    }
    const [shaped] = await withItems(db(), [order]);
    return { order: shaped!, created };
  }

  /** A signed charge.success: settles the order of its reference; false when there is none. */
  async function settleCharge(transaction: PaystackTransaction, raw: unknown): Promise<boolean> {
    const settled = await settle(
      transaction.reference,
      { status: true, message: '', data: transaction },
      { raw },
    );
    return settled !== undefined;
  }

  /**
   * One sweep (safe with several instances on one database: rows are claimed with SKIP
   * LOCKED and stamped, and every change re-checks the state under the row lock). Pending
   * orders whose hold ran out or that waited `checkoutConfirmAfterS`: the provider is asked
   * (outside any transaction), then a paid one is settled and an expired unpaid one
   * released. Orders left Refund pending are refunded again.
   */
  async function sweep(): Promise<{ settled: number; released: number; refundsTried: number }> {
    const now = new Date();
    const quietMs = app.config.checkoutConfirmAfterS * 1000;
    const counts = { settled: 0, released: 0, refundsTried: 0 };
    const pending = await db().transaction((tx) =>
      claimOrdersForSweep(tx, {
        status: 'Pending',
        due: pendingDue(now, quietMs),
        quietMs,
        limit: SWEEP_BATCH,
      }),
    );
    for (const order of pending) {
      let answer: PaystackVerifyAnswer | undefined;
      try {
        answer = await ask(order.paymentReference);
      } catch (error) {
        if (!(error instanceof PaymentUnreachableError)) throw error;
      }
      const transaction = answer && transactionOf(answer, order.paymentReference);
      if (answer && transaction?.status === 'success') {
        const settled = await settle(order.paymentReference, answer);
        if (settled?.becamePaid) counts.settled += 1;
      } else if (order.holdExpiresAt && order.holdExpiresAt.getTime() <= now.getTime()) {
        // Unpaid (or the provider is silent) and out of time: the stock goes back on sale.
        // A charge that still comes is settled later: the stock taken again, or refunded.
        if (await release(order.id, { onlyIfExpired: true })) counts.released += 1;
      }
    }
    const refunds = await db().transaction((tx) =>
      claimOrdersForSweep(tx, { status: 'Refund pending', due: undefined, quietMs, limit: SWEEP_BATCH }),
    );
    for (const order of refunds) {
      await refundOrder(order);
      counts.refundsTried += 1;
    }
    // Settling takes stock and releasing gives it back; the database's notice would say so
    // too, but this instance's next product answer must already show it.
    if (counts.settled > 0 || counts.released > 0) app.answerCache.clear(['products']);
    return counts;
  }

  const settler: ChargeSettler = { verify, settleCharge };
  return { start, create, verify, settle, settleCharge, refundOrder, release, sweep, settler };
}

type OrderDetails = Pick<
  OrderRow,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'street'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'country'
  | 'phoneNumber'
  | 'paymentMethod'
>;

/** Builds the checkout once and puts it on the app (after decoratePaymentProvider). */
export function decorateCheckout(app: FastifyInstance): Checkout {
  const checkout = checkoutService(app);
  app.decorate('checkout', checkout);
  return checkout;
}

/** Runs one sweep now (tests call it instead of waiting for the timer). */
export function sweepCheckouts(app: FastifyInstance) {
  return app.checkout.sweep();
}

/**
 * The sweeper's timer: every CHECKOUT_SWEEP_INTERVAL_S seconds once the app is ready (0:
 * off), one sweep at a time, stopped (and the running sweep awaited) when the app closes.
 */
export function startCheckoutSweeper(app: FastifyInstance): void {
  const seconds = app.config.checkoutSweepIntervalS;
  if (seconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = app.checkout
        .sweep()
        .catch((error: unknown) => app.log.error({ err: error }, 'checkout sweep failed'))
        .finally(() => {
          running = undefined;
        });
    }, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
