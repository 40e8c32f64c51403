import {
  DISCOUNT_MESSAGES,
  type DiscountableLine,
  formatPesewas,
  lineInScope,
  type PromotionScope,
} from '@shop/shared';
import type { Executor } from '../../db/client';
import { findProduct } from '../catalogue';
import { hasPlacedOrder, liveUsesOfAccount, type PromotionRow } from './promotion-repository';

/** Why a promotion does not apply to a cart, each with the words the shopper reads. */
export type RefusalReason =
  | 'unknown'
  | 'ended'
  | 'usedUp'
  | 'perCustomerUsed'
  | 'firstOrderOnly'
  | 'minimumSubtotal'
  | 'nothingInScope';

export interface Refusal {
  reason: RefusalReason;
  message: string;
}

/** What the rules read: whose cart, its lines priced now, and the instant. */
export interface CartToCheck {
  userId: string;
  lines: readonly DiscountableLine[];
  at: Date;
}

/** "Speakers, JBL or Samsung Galaxy A15" for the scope message: what the shopper may buy. */
async function scopeText(db: Executor, scope: PromotionScope): Promise<string> {
  const names = [...scope.categories, ...scope.brands];
  // Only when the code is refused: a few look-ups, by the ids the API names products with.
  for (const productId of scope.productIds) {
    const product = await findProduct(db, productId);
    if (product) names.push(product.name);
  }
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

const isWholeOrder = (scope: PromotionScope) =>
  scope.categories.length === 0 && scope.brands.length === 0 && scope.productIds.length === 0;

const refusal = (reason: RefusalReason, message: string): Refusal => ({ reason, message });

/**
 * Why the promotion does not apply to the cart now, or undefined when it does. Switched off
 * and not started read as unknown (nothing is said about a code the shop has not opened).
 * The minimum is the whole cart after sale prices.
 */
export async function whyPromotionRefused(
  db: Executor,
  promotion: PromotionRow,
  cart: CartToCheck,
): Promise<Refusal | undefined> {
  const at = cart.at.getTime();
  if (!promotion.enabled || (promotion.startsAt && promotion.startsAt.getTime() > at)) {
    return refusal('unknown', DISCOUNT_MESSAGES.unknown);
  }
  if (promotion.endsAt && promotion.endsAt.getTime() <= at) return refusal('ended', DISCOUNT_MESSAGES.ended);
  const usedUp = promotion.totalUses !== null && promotion.usesTaken >= promotion.totalUses;
  if (usedUp || promotion.usesPerCustomer !== null) {
    const uses = await liveUsesOfAccount(db, promotion.id, cart.userId);
    // The account's own pending order may hold the last use: paying again replaces it and takes it back.
    if (usedUp && promotion.usesTaken - uses.pending >= promotion.totalUses!) {
      return refusal('usedUp', DISCOUNT_MESSAGES.usedUp);
    }
    if (promotion.usesPerCustomer !== null && uses.placed >= promotion.usesPerCustomer) {
      return refusal('perCustomerUsed', DISCOUNT_MESSAGES.perCustomerUsed);
    }
  }
  if (promotion.firstOrderOnly && (await hasPlacedOrder(db, cart.userId))) {
    return refusal('firstOrderOnly', DISCOUNT_MESSAGES.firstOrderOnly);
  }
  const subtotal = cart.lines.reduce((sum, line) => sum + line.unitPesewas * line.quantity, 0);
  if (subtotal < promotion.minimumSubtotalPesewas) {
    return refusal(
      'minimumSubtotal',
      DISCOUNT_MESSAGES.minimumSubtotal(formatPesewas(promotion.minimumSubtotalPesewas)),
    );
  }
  if (!isWholeOrder(promotion.scope) && !cart.lines.some((line) => lineInScope(promotion.scope, line))) {
    return refusal('nothingInScope', DISCOUNT_MESSAGES.nothingInScope(await scopeText(db, promotion.scope)));
  }
  return undefined;
}
