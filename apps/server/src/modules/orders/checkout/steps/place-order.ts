import { randomBytes } from 'node:crypto';
import { API_MESSAGES, PICKUP_MESSAGES, type PickupBranch, variantDisplayName } from '@shop/shared';
import { badRequest, conflict } from '../../../../plugins/errors';
import { lockCart } from '../../../cart';
import { deliveryBranchId, variantImages, variantOptionsOf } from '../../../catalogue';
import type { DeliveryFeeRow } from '../../../delivery';
import { findPickupBranch } from '../../order-branch';
import type { OrderRow } from '../../order-mapper';
import { insertOrder, insertOrderLines, lockPendingOrderOfUser } from '../../order-repository';
import type { CheckoutDependencies } from '../dependencies';
import type { AdmittedStart } from '../methods/payment-method-handler';
import { figuresOf, requireSameFigures } from './figures';
import { releaseLockedHold } from './hold';
import type { OrderDetails, StartInput } from './order-details';
import { cartToDiscountOf, promotionOfCheckout, recordUseOfOrder, takeUseForOrder } from './promotion-use';
import { takeOrderStock } from './take-stock';

/** Letters, digits and "-" (Paystack's rule), new for every checkout; the unique key has the last word. */
function newPaymentReference(): string {
  return `KT-${Date.now().toString(36)}-${randomBytes(8).toString('hex')}`;
}

/** Another start of this account committed a pending order between our look and our lock. */
export class AnotherStartCameFirst extends Error {}

export interface OrderToPlace {
  userId: string;
  input: StartInput;
  details: OrderDetails;
  fee: DeliveryFeeRow;
  /** The branch a pickup is collected at (decision 0069); null for a delivery. */
  pickupBranch: PickupBranch | null;
  method: AdmittedStart;
  /** The account's pending order the shopper no longer pays for: its hold is released here. */
  replaceable: string | undefined;
}

/**
 * The one transaction of a start: the cart locked, then the account (its method's rules), then
 * the pending order, then the promotion, then products in id order (the lock order everywhere,
 * decision 0007); the cart's promotion checked again and the figures (at the price now, less
 * the discount, decision 0062) against the shopper's; the promotion's use and the stock taken
 * at the branch filling the order (a pickup's, else the delivery branch: decision 0069); the
 * order and its lines written as its method says. Nothing here waits on the provider.
 */
export async function placeOrder(deps: CheckoutDependencies, placing: OrderToPlace): Promise<OrderRow> {
  const { userId, input, details, fee, method, pickupBranch } = placing;
  return deps.db.transaction(async (transaction) => {
    const { lines, codePromotionId } = await lockCart(transaction, userId);
    await method.lockAccount(transaction, userId);
    const stillPending = await lockPendingOrderOfUser(transaction, userId);
    if (stillPending) {
      if (stillPending.id !== placing.replaceable) throw new AnotherStartCameFirst();
      await releaseLockedHold(transaction, stillPending);
    }
    const forSale = lines.filter((line) => !line.product.archivedAt);
    if (forSale.length === 0) throw badRequest(API_MESSAGES.cartEmpty);
    const at = deps.clock();
    const cart = { ...cartToDiscountOf(userId, forSale, fee, at), codePromotionId };
    const promotion = await promotionOfCheckout(transaction, cart);
    const figures = figuresOf(forSale, fee, at, promotion);
    requireSameFigures(input, figures);
    method.checkFigures(figures);
    if (promotion) await takeUseForOrder(transaction, promotion, cart);
    // Lines come in (product, variant) order, so concurrent checkouts lock variants in one order.
    const chosen = forSale.map((line) => ({
      ...line,
      options: variantOptionsOf(line.product, line.variant),
    }));
    // A branch closed or no longer offering pickup since the details were read takes no order.
    if (pickupBranch && !(await findPickupBranch(transaction, pickupBranch.id))) {
      throw conflict(PICKUP_MESSAGES.branchNotOffered);
    }
    const branchId = pickupBranch?.id ?? (await deliveryBranchId(transaction));
    await takeOrderStock(
      transaction,
      chosen.map((line) => ({
        variant: { id: line.variant.id, name: variantDisplayName(line.product.name, line.options) },
        quantity: line.quantity,
      })),
      { branchId, pickupBranch },
    );
    const inserted = await insertOrder(transaction, {
      userId,
      ...details,
      branchId,
      subtotalPesewas: figures.subtotal,
      shippingFeePesewas: figures.shippingFee,
      totalPesewas: figures.total,
      discountPesewas: figures.discount,
      deliveryDiscountPesewas: figures.deliveryDiscount,
      discountCode: promotion?.promotion.code ?? null,
      discountDescription: promotion?.promotion.description ?? null,
      promotionId: promotion?.promotion.id ?? null,
      orderStatus: 'Pending',
      paymentReference: newPaymentReference(),
      ...method.orderColumns(),
    });
    if (!inserted) throw new Error('payment reference collision');
    await insertOrderLines(
      transaction,
      chosen.map((line, index) => ({
        orderId: inserted.id,
        productId: line.product.id,
        variantId: line.variant.id,
        variantPublicId: line.variant.publicId,
        variantSku: line.variant.sku,
        variantOptions: line.options,
        name: line.product.name,
        unitPricePesewas: figures.lines[index]!.unitPesewas,
        regularUnitPricePesewas: figures.lines[index]!.regularUnitPesewas,
        discountPesewas: figures.lines[index]!.discountPesewas,
        image: variantImages(line.product, line.variant)[0] ?? null,
        quantity: line.quantity,
      })),
    );
    if (promotion) await recordUseOfOrder(transaction, promotion, { id: inserted.id, userId });
    const orderedVariants = forSale.map((line) => line.variant.id);
    await method.placeInTransaction(
      transaction,
      { id: inserted.id, userId, discountCode: promotion?.promotion.code ?? null },
      orderedVariants,
    );
    // Nothing after the insert writes the order's row: it is answered as inserted.
    return inserted;
  });
}
