import { pickupPlaceLine } from '@shop/shared';
import type { Executor } from '../../db/client';
import { findProductsByIds } from '../catalogue';
import { type InvoiceSource, issueInvoice } from '../invoices';
import { pickupBranchesOf } from './order-branch';
import type { OrderRow } from './order-mapper';
import { findOrder, listOrderLines, type OrderParts } from './order-repository';

/**
 * The order and its lines as the invoice is written from them (decision 0061), in the order the
 * order pages list them, with each product's serial tracking and warranty as they are now.
 */
export async function readInvoiceSource(db: Executor, orderId: string): Promise<InvoiceSource> {
  const order = await findOrder(db, orderId);
  if (!order) throw new Error(`readInvoiceSource: no order ${orderId}`);
  const lines = await listOrderLines(db, [orderId]);
  const productsById = await findProductsByIds(
    db,
    lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
  );
  return invoiceSourceOf(order, { lines, productsById, branchesById: await pickupBranchesOf(db, [order]) });
}

/** The invoice's source from what was read of the order already (a sale reads it once, steps/record-sale.ts). */
export function invoiceSourceOf(
  order: OrderRow,
  parts: Pick<OrderParts, 'lines' | 'productsById' | 'branchesById'>,
): InvoiceSource {
  const branch = order.branchId === null ? undefined : parts.branchesById.get(order.branchId);
  return {
    order,
    pickupPlace: order.fulfilment === 'pickup' && branch ? pickupPlaceLine(branch) : null,
    lines: parts.lines
      .filter((line) => line.orderId === order.id)
      .map((line) => {
        const product = line.productId === null ? undefined : parts.productsById.get(line.productId);
        return {
          id: line.id,
          name: line.name,
          variantOptions: line.variantOptions,
          quantity: line.quantity,
          unitPricePesewas: line.unitPricePesewas,
          tracksSerials: product?.tracksSerials ?? false,
          warrantyMonths: product?.warrantyMonths ?? 0,
        };
      }),
  };
}

/** Whose order it is, for the shopper's invoice routes; undefined for an unknown id. */
export async function ownerOfOrder(db: Executor, orderId: string): Promise<string | undefined> {
  return (await findOrder(db, orderId))?.userId;
}

/** Issues the order's invoice inside the transaction that settles its payment (decision 0061). */
export async function issueOrderInvoice(transaction: Executor, orderId: string): Promise<void> {
  await issueInvoice(transaction, orderId, () => readInvoiceSource(transaction, orderId));
}
