import type { Executor } from '../../../../db/client';
import { writeInvoice } from '../../../invoices';
import { queueMessages } from '../../../messages';
import { invoiceSourceOf } from '../../invoice-source-repository';
import type { OrderMessagesKind } from '../../order-mail';
import type { OrderItemRow, OrderRow } from '../../order-mapper';
import { readOrderParts, shapeOrders } from '../../order-repository';
import type { CheckoutDependencies } from '../dependencies';
import { type PaymentChange, writePaymentMove } from '../payment-state-repository';

/** A move to a sale status: the shop has the money. */
export type SaleChange = PaymentChange & { paymentStatus: 'Paid' | 'Collected' };

/**
 * A move to Paid or Collected, whichever way the money came (verify, create, the webhook, the
 * sweeper, paid online instead, the door, the counter): the order's invoice is issued and its
 * messages queued in the same transaction (decision 0061). Each row is read once for the
 * invoice, the messages and their order answer, and the invoice number is taken last: every
 * sale of the shop waits on the counter's row lock, and it is held only for the invoice's
 * insert, the messages' insert and the commit (it was held for eleven statements and the
 * messages' writing). `beforeNumbering` is the caller's own work with the order's lines.
 */
export async function recordSale(
  transaction: Executor,
  deps: Pick<CheckoutDependencies, 'prepareOrderMessages'>,
  order: Pick<OrderRow, 'id' | 'paymentStatus'>,
  change: SaleChange,
  options: { messages: OrderMessagesKind; beforeNumbering?: (lines: OrderItemRow[]) => Promise<void> },
): Promise<OrderRow> {
  const row = await writePaymentMove(transaction, order, change);
  // None of the moves to a sale status starts from an order with an invoice: this move issues
  // it. So none is read; were there one, the second's insert would fail (one invoice an order).
  const parts = await readOrderParts(transaction, [row], { withInvoices: false });
  await options.beforeNumbering?.(parts.lines);
  const writeMessages = await deps.prepareOrderMessages(transaction, options.messages, row);
  const invoice = await writeInvoice(transaction, row.id, invoiceSourceOf(row, parts));
  parts.invoicesByOrder.set(row.id, invoice);
  await queueMessages(transaction, writeMessages(shapeOrders([row], parts)[0]!));
  return row;
}
