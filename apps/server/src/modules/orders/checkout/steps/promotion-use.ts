import { DISCOUNT_MESSAGES } from '@shop/shared';
import type { Transaction } from '../../../../db/client';
import { conflict } from '../../../../plugins/errors';
import { type CartLine, discountableLineOf } from '../../../cart';
import type { DeliveryFeeRow } from '../../../delivery';
import {
  type AppliedPromotion,
  type CartToDiscount,
  giveBackPromotionUse,
  type PromotionRow,
  promotionOfCart,
  recordPromotionUse,
  retakePromotionUse,
  takePromotionUse,
  whyPromotionRefused,
} from '../../../promotions';

/*
 * The order's promotion (decision 0062): which one the start's cart gets, the use its order
 * takes in the transaction that places it, and the use given back wherever the order's stock
 * goes back (its hold ran out, it was replaced, cancelled or refused at the door).
 */

/** The cart being checked out as the promotion's rules and figures read it: priced at `at`, the fee known. */
export function cartToDiscountOf(
  userId: string,
  lines: CartLine[],
  fee: DeliveryFeeRow,
  at: Date,
): CartToDiscount {
  return {
    userId,
    lines: lines.map((line) => discountableLineOf(line, at)),
    at,
    deliveryFeePesewas: fee.feePesewas,
  };
}

/** The checkout refuses the cart's code with why: nothing is written (the transaction rolls back). */
const refusedAtCheckout = (reason: string) => conflict(DISCOUNT_MESSAGES.checkoutRefused(reason));

/**
 * The promotion of the cart being checked out, the fee known: its code, else the automatic
 * promotion that takes the most off. A code whose rules the cart breaks now is 409 with why.
 */
export async function promotionOfCheckout(
  executor: Transaction,
  cart: CartToDiscount,
): Promise<AppliedPromotion | null> {
  const applied = await promotionOfCart(executor, cart);
  if (applied?.refusal) throw refusedAtCheckout(applied.refusal.message);
  return applied;
}

/**
 * Takes the order's use, in the start's transaction after the order's lock and before the
 * variants' (the lock order): one conditional UPDATE, 409 "used up" when none is left. The
 * rules are read again under the promotion's lock, so two orders of one account cannot both
 * pass "once per customer" or "first order only".
 */
export async function takeUseForOrder(
  transaction: Transaction,
  applied: AppliedPromotion,
  cart: CartToDiscount,
): Promise<PromotionRow> {
  const taken = await takePromotionUse(transaction, applied.promotion.id);
  if (!taken) {
    const reason = applied.promotion.enabled ? DISCOUNT_MESSAGES.usedUp : DISCOUNT_MESSAGES.unknown;
    throw refusedAtCheckout(reason);
  }
  // Read as it stood before this order's use, which is the one just taken.
  const refusal = await whyPromotionRefused(transaction, { ...taken, usesTaken: taken.usesTaken - 1 }, cart);
  if (refusal) throw refusedAtCheckout(refusal.message);
  return taken;
}

/** The use's row, once the order is written: goods and delivery together. */
export async function recordUseOfOrder(
  transaction: Transaction,
  applied: AppliedPromotion,
  order: { id: string; userId: string },
): Promise<void> {
  await recordPromotionUse(transaction, {
    promotionId: applied.promotion.id,
    orderId: order.id,
    userId: order.userId,
    discountPesewas: applied.figures.goodsPesewas + applied.figures.deliveryPesewas,
  });
}

/** The order as its use is found: an order placed without a promotion took none, and nothing is read. */
type OrderOfUse = { id: string; promotionId: number | null };

/** The order's stock goes back: so does its use, once, in the same transaction (before the variants' locks). */
export async function giveBackUseOfOrder(transaction: Transaction, order: OrderOfUse): Promise<void> {
  if (order.promotionId !== null) await giveBackPromotionUse(transaction, order.id);
}

/** A late charge pays an order whose use went back: false when none is left to take again. */
export async function retakeUseOfOrder(transaction: Transaction, order: OrderOfUse): Promise<boolean> {
  return order.promotionId === null || retakePromotionUse(transaction, order.id);
}
