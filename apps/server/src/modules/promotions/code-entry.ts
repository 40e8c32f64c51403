import { DISCOUNT_MESSAGES } from '@shop/shared';
import type { Executor } from '../../db/client';
import { applyPromotion, type CartToDiscount } from './cart-promotion';
import { findPromotionByCode, putCodeInCart } from './promotion-repository';
import type { Refusal, RefusalReason } from './promotion-rules';

/** The status of each refusal at the cart's POST: unknown 404, ended or used up 409, other rules 400. */
const STATUS_OF: Record<RefusalReason, 400 | 404 | 409> = {
  unknown: 404,
  ended: 409,
  usedUp: 409,
  perCustomerUsed: 400,
  firstOrderOnly: 400,
  minimumSubtotal: 400,
  nothingInScope: 400,
};

/** A code refused, with its status, and whether it counts as a wrong code against the limit. */
export interface CodeRefused extends Refusal {
  status: 400 | 404 | 409;
  /** Unknown and ended codes are guesses as far as the limit goes (decision 0062). */
  wrong: boolean;
}

/**
 * The shopper's code (already normalised) put in the cart when its rules let it, replacing
 * the cart's code; otherwise why not. Nothing is written for a refused code.
 */
export async function enterCode(
  db: Executor,
  code: string,
  cart: CartToDiscount,
): Promise<CodeRefused | undefined> {
  const promotion = await findPromotionByCode(db, code);
  const refusal = promotion
    ? (await applyPromotion(db, promotion, cart)).refusal
    : { reason: 'unknown' as const, message: DISCOUNT_MESSAGES.unknown };
  if (refusal) {
    return {
      ...refusal,
      status: STATUS_OF[refusal.reason],
      wrong: ['unknown', 'ended'].includes(refusal.reason),
    };
  }
  await putCodeInCart(db, cart.userId, promotion!.id);
  return undefined;
}
