import { readCart } from '../../../cart';
import type { DeliveryFeeRow } from '../../../delivery';
import { promotionOfCart } from '../../../promotions';
import type { OrderRow } from '../../order-mapper';
import { listOrderLines } from '../../order-repository';
import type { CheckoutDependencies } from '../dependencies';
import { figuresOf } from './figures';
import type { OrderDetails } from './order-details';
import { cartToDiscountOf } from './promotion-use';

/**
 * The pending order is what the shopper is about to pay for again: same lines, prices (now),
 * discount, figures and details. Then its popup may open again on the same charge.
 */
export async function isSameCheckout(
  deps: Pick<CheckoutDependencies, 'db' | 'clock'>,
  order: OrderRow,
  userId: string,
  details: OrderDetails,
  fee: DeliveryFeeRow,
): Promise<boolean> {
  // No lock: a comparison only.
  const { lines, codePromotionId } = await readCart(deps.db, userId);
  const at = deps.clock();
  const cart = { ...cartToDiscountOf(userId, lines, fee, at), codePromotionId };
  const promotion = await promotionOfCart(deps.db, cart);
  // A code that no longer applies: the start places a new order, which says why.
  if (promotion?.refusal || (promotion?.promotion.id ?? null) !== order.promotionId) return false;
  const figures = figuresOf(lines, fee, at, promotion);
  if (figures.total !== order.totalPesewas || figures.shippingFee !== order.shippingFeePesewas) return false;
  const ordered = await listOrderLines(deps.db, [order.id]);
  const key = (variantId: number | null, quantity: number, price: number) =>
    `${variantId}:${quantity}:${price}`;
  const orderedKeys = ordered.map((line) => key(line.variantId, line.quantity, line.unitPricePesewas)).sort();
  const cartKeys = lines
    .map((line, index) => key(line.variant.id, line.quantity, figures.lines[index]!.unitPesewas))
    .sort();
  if (orderedKeys.join() !== cartKeys.join()) return false;
  // A delivery's branch is the one filling deliveries when it was placed; a pickup's is the one chosen.
  if (details.branchId !== null && order.branchId !== details.branchId) return false;
  return (Object.keys(details) as (keyof OrderDetails)[])
    .filter((field) => field !== 'branchId')
    .every((field) => order[field] === details[field]);
}
