import {
  API_MESSAGES,
  type Country,
  type createOrderBodySchema,
  formatPesewas,
  normalizePhoneNumber,
  type Order,
  toPesewas,
} from '@shop/shared';
import type { z } from 'zod';
import { badRequest, conflict } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { clearCart, lockCartLines } from '../cart';
import { takeStock } from '../catalog';
import { type DeliveryFeeRow, findDeliveryFeeForCity } from '../delivery';
import {
  findPayment,
  knownTransaction,
  type PaystackTransaction,
  type PaystackVerifyAnswer,
  paymentProviderOf,
  recordPayment,
  requireSuccessfulPayment,
} from '../payments';
import {
  findOrder,
  findOrderByReference,
  insertOrder,
  insertOrderLines,
  withItems,
} from './order-repository';

export type OrderInput = z.output<typeof createOrderBodySchema>;

/** What the provider confirmed about the payment, checked before the transaction opens. */
interface VerifiedPayment {
  transaction: PaystackTransaction;
  answer: PaystackVerifyAnswer;
}

/** Another transaction committed an order with this reference while ours ran; ours rolls back. */
class ReferenceTakenMeanwhile extends Error {}

/** A figure the shopper saw must equal the server's, to the pesewa. */
function requireSameFigure(field: string, clientCedis: number, serverPesewas: number) {
  if (toPesewas(clientCedis) !== serverPesewas) {
    throw conflict(API_MESSAGES.figureMismatch(field, formatPesewas(serverPesewas)));
  }
}

/**
 * Checkout (DESIGN.md section 6). The client's figures are checked, never trusted; the
 * payment is verified with the provider before any transaction opens, so no transaction
 * waits on the network; then one transaction takes the stock and writes the order, its
 * lines, the payment link and the emptied cart. A reference makes at most one order.
 */
export function orderCreator(app: App) {
  const provider = paymentProviderOf(app);
  const db = () => app.database.db;

  /** An order already made with this reference: its owner gets it back, anyone else 409. */
  async function earlierOrder(reference: string, userId: string): Promise<Order | undefined> {
    const existing = await findOrderByReference(db(), reference);
    if (!existing) return undefined;
    if (existing.userId !== userId) throw conflict(API_MESSAGES.referenceUsed);
    const [order] = await withItems(db(), [existing]);
    return order;
  }

  async function writeOrder(
    userId: string,
    input: OrderInput,
    delivery: { phoneNumber: string; fee: DeliveryFeeRow },
    { transaction, answer }: VerifiedPayment,
  ) {
    const reference = input.paymentReference;
    const { phoneNumber, fee } = delivery;
    return db().transaction(async (tx) => {
      // Locking the cart first serialises two checkouts of one cart; the second then sees the first's order.
      const lines = await lockCartLines(tx, userId);
      const existing = await findOrderByReference(tx, reference);
      if (existing) {
        if (existing.userId !== userId) throw conflict(API_MESSAGES.referenceUsed);
        return { orderId: existing.id, created: false };
      }
      const payment = await findPayment(tx, reference);
      if (payment?.userId && payment.userId !== userId) throw conflict(API_MESSAGES.referenceUsed);

      const forSale = lines.filter((line) => !line.product.archivedAt);
      if (forSale.length === 0) throw badRequest(API_MESSAGES.cartEmpty);
      const subtotal = forSale.reduce((sum, line) => sum + line.product.pricePesewas * line.quantity, 0);
      const total = subtotal + fee.feePesewas;
      requireSameFigure('subtotal', input.subtotal, subtotal);
      requireSameFigure('shippingFee', input.shippingFee, fee.feePesewas);
      requireSameFigure('total', input.total, total);
      if (transaction.amount !== total) throw conflict(API_MESSAGES.paymentWrongAmount);

      // Lines come in product id order, so concurrent checkouts lock products in one order.
      for (const line of forSale) await takeStock(tx, line.product, line.quantity);

      // The unique key is the last word: a concurrent create with this reference leaves ours empty.
      const order = await insertOrder(tx, {
        userId,
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
        subtotalPesewas: subtotal,
        shippingFeePesewas: fee.feePesewas,
        totalPesewas: total,
        paymentStatus: 'Paid',
        orderStatus: 'Pending',
        paymentReference: reference,
      });
      if (!order) throw new ReferenceTakenMeanwhile();

      await insertOrderLines(
        tx,
        forSale.map((line) => ({
          orderId: order.id,
          productId: line.product.id,
          name: line.product.name,
          unitPricePesewas: line.product.pricePesewas,
          image: line.product.images[0] ?? null,
          quantity: line.quantity,
        })),
      );
      await recordPayment(tx, {
        provider: provider.name,
        transaction,
        raw: answer,
        userId,
        orderId: order.id,
      });
      await clearCart(
        tx,
        userId,
        lines.map((line) => line.product.id),
      );
      return { orderId: order.id, created: true };
    });
  }

  return async function createOrder(
    userId: string,
    input: OrderInput,
  ): Promise<{ order: Order; created: boolean }> {
    const reference = input.paymentReference;
    const retried = await earlierOrder(reference, userId);
    if (retried) return { order: retried, created: false };

    const phoneNumber = normalizePhoneNumber(input.phoneNumber, input.country as Country);
    if (!phoneNumber) throw badRequest(API_MESSAGES.invalidPhone);
    const fee = await findDeliveryFeeForCity(db(), input.city);
    if (!fee) throw badRequest(API_MESSAGES.unknownCity(input.city));

    const answer = await provider.verify(reference);
    const transaction = requireSuccessfulPayment(knownTransaction(answer, reference));

    let outcome: { orderId: string; created: boolean };
    try {
      outcome = await writeOrder(userId, input, { phoneNumber, fee }, { transaction, answer });
    } catch (error) {
      if (!(error instanceof ReferenceTakenMeanwhile)) throw error;
      const raced = await earlierOrder(reference, userId);
      if (!raced) throw error;
      return { order: raced, created: false };
    }
    const row = await findOrder(db(), outcome.orderId);
    const [order] = await withItems(db(), [row!]);
    return { order: order!, created: outcome.created };
  };
}
