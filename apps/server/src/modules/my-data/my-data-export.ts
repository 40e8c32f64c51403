import type { Executor } from '../../db/client';
import { sessionDataOf } from '../../plugins/session-records';
import { cartDataOf } from '../cart';
import { consentDataOf } from '../consent';
import { contactDataOf } from '../contact';
import { listInvoicesOfOrders } from '../invoices';
import { messageDataOf } from '../messages';
import { newsletterDataOf } from '../newsletter';
import { orderDataOf } from '../orders';
import { paymentDataOf } from '../payments';
import { reminderDataOf } from '../reminders';
import { returnDataOf } from '../returns';
import { reviewDataOf } from '../reviews';
import { listSoldUnitsOfOrders } from '../serials';
import { accountDataOf } from '../users';
import { identityOf } from './shopper-identity';

/**
 * Everything the shop holds that names the shopper, gathered from each table's own module
 * (decision 0071), as one JSON document: no password hash, token, code or secret, and nothing
 * of another shopper's (every part is read by this account's id or its own addresses).
 */
export async function gatherMyData(db: Executor, userId: string, now: Date) {
  const identity = await identityOf(db, userId);
  const { orderIds } = identity.orders;
  const account = await accountDataOf(db, userId);
  const orders = await orderDataOf(db, userId);
  const payments = await paymentDataOf(db, userId, orderIds);
  const invoices = await listInvoicesOfOrders(db, orderIds);
  const serials = await listSoldUnitsOfOrders(db, orderIds);
  const addresses = new Map(
    orders
      .filter((order) => order.address.street !== '')
      .map((order) => [JSON.stringify(order.address), order.address]),
  );
  return {
    about:
      'Everything this shop holds that names you, as of the moment below (Data Protection Act, 2012, Act 843). Money is in pesewas (100 pesewas = GHS 1).',
    madeAt: now.toISOString(),
    account: account?.account ?? null,
    phones: {
      account: account?.phone ?? null,
      codesSent: account?.phoneCodesSent ?? [],
      onOrders: identity.orders.phones,
    },
    addresses: [...addresses.values()],
    passwordResetsRequested: account?.passwordResetsRequested ?? [],
    orders: orders.map((order) => {
      const invoice = invoices.get(order.id);
      return {
        ...order,
        payments: payments.filter((payment) => payment.orderId === order.id),
        invoice: invoice
          ? {
              number: invoice.number,
              issuedAt: invoice.issuedAt,
              totalPesewas: invoice.document.totalPesewas,
            }
          : null,
        serialsSold: serials
          .filter((unit) => unit.orderId === order.id)
          .map((unit) => ({
            serial: unit.serial,
            orderItemId: unit.orderItemId,
            productName: unit.productName,
            soldAt: unit.soldAt,
            warrantyUntil: unit.warrantyUntil,
            state: unit.state,
          })),
      };
    }),
    paymentsWithoutOrder: payments.filter((payment) => payment.orderId === null),
    returnsAndWarrantyClaims: await returnDataOf(db, userId),
    ...(await reviewDataOf(db, userId)),
    marketingConsents: await consentDataOf(db, userId),
    ...(await reminderDataOf(db, userId, identity.recipients)),
    cart: await cartDataOf(db, userId),
    messagesSentToYou: await messageDataOf(db, identity.recipients),
    contactMessages: await contactDataOf(db, userId, identity.emails),
    newsletter: await newsletterDataOf(db, identity.emails),
    sessions: await sessionDataOf(db, userId),
  };
}
