import { isShopAtFault, type ReturnReason, refundableForUnits } from '@shop/shared';
import type { OrderItemRow, OrderRow } from '../orders';

/** A line's units in earlier requests that were refunded or are being refunded, by order line id. */
export type RefundedUnitsByLine = Map<string, number>;

/**
 * The most a request's refund may pay for its goods: for each line, the next units' paid shares
 * after the units earlier refunds of the order already paid (refundableForUnits), so a line's
 * refunds add up to what it was paid, and never more.
 */
export function refundableGoodsPesewas(
  lines: Pick<OrderItemRow, 'id' | 'unitPricePesewas' | 'quantity' | 'discountPesewas'>[],
  units: { orderItemId: string; quantity: number }[],
  refundedBefore: RefundedUnitsByLine,
): number {
  const lineOf = new Map(lines.map((line) => [line.id, line]));
  const taken = new Map(refundedBefore);
  let total = 0;
  for (const unit of units) {
    const line = lineOf.get(unit.orderItemId);
    if (!line) throw new Error(`refundableGoodsPesewas: no line ${unit.orderItemId}`);
    const before = taken.get(line.id) ?? 0;
    total += refundableForUnits(line, before, unit.quantity);
    taken.set(line.id, before + unit.quantity);
  }
  return total;
}

/**
 * Delivery a request's refund may add: what was charged for it, when the shop was at fault and
 * no earlier refund of the order paid it back; null when it may not be refunded.
 */
export function refundableDeliveryPesewas(
  order: Pick<OrderRow, 'shippingFeePesewas'>,
  reason: ReturnReason,
  deliveryRefundedBefore: boolean,
): number | null {
  if (!isShopAtFault(reason) || deliveryRefundedBefore || order.shippingFeePesewas === 0) return null;
  return order.shippingFeePesewas;
}
