import {
  type DiscountFigures,
  type DiscountSummary,
  discountOf,
  type PromotionRule,
  toCedis,
} from '@shop/shared';
import type { Executor } from '../../db/client';
import {
  enabledAutomaticPromotions,
  findCartCodePromotion,
  findPromotionById,
  type PromotionRow,
} from './promotion-repository';
import { type CartToCheck, type Refusal, whyPromotionRefused } from './promotion-rules';

/** The one promotion a cart gets (decision 0062), with what it takes off. */
export interface AppliedPromotion {
  promotion: PromotionRow;
  /** Zero when `refusal` says why the cart's code takes nothing off right now. */
  figures: DiscountFigures;
  refusal?: Refusal;
}

/** The cart's lines and the delivery fee (0 in the cart, where the city is not known). */
export interface CartToDiscount extends CartToCheck {
  deliveryFeePesewas: number;
  /**
   * The promotion of the code in the cart as the cart's own read found it (null: no code), so
   * it is not asked again; left out, it is read.
   */
  codePromotionId?: number | null | undefined;
}

const ruleOf = (promotion: PromotionRow): PromotionRule => ({
  kind: promotion.kind,
  percent: promotion.percent,
  amountPesewas: promotion.amountPesewas,
  scope: promotion.scope,
});

export function figuresOfPromotion(promotion: PromotionRow, cart: CartToDiscount): DiscountFigures {
  return discountOf(ruleOf(promotion), cart.lines, cart.deliveryFeePesewas);
}

function nothingOff(cart: CartToDiscount): DiscountFigures {
  return {
    lineShares: cart.lines.map(() => 0),
    goodsPesewas: 0,
    deliveryPesewas: 0,
    scopedSubtotalPesewas: 0,
  };
}

/** A promotion checked against the cart: what it takes off, or why it takes nothing. */
export async function applyPromotion(
  db: Executor,
  promotion: PromotionRow,
  cart: CartToDiscount,
): Promise<AppliedPromotion> {
  const refusal = await whyPromotionRefused(db, promotion, cart);
  if (refusal) return { promotion, figures: nothingOff(cart), refusal };
  return { promotion, figures: figuresOfPromotion(promotion, cart) };
}

/**
 * Which of two automatic promotions takes more off: the goods' discount first, free delivery
 * on a tie. The fee is left out on purpose: the cart does not know the city, and the cart and
 * the checkout must pick the same promotion, or the shopper's figures would not be the server's.
 */
function takesMore(candidate: AppliedPromotion, best: AppliedPromotion | null): boolean {
  if (!best) return true;
  if (candidate.figures.goodsPesewas !== best.figures.goodsPesewas) {
    return candidate.figures.goodsPesewas > best.figures.goodsPesewas;
  }
  return candidate.promotion.kind === 'free-delivery' && best.promotion.kind !== 'free-delivery';
}

/**
 * The cart's code when it has one (with why it takes nothing off, when it does not), otherwise
 * the automatic promotion whose rules the cart meets that takes the most off (`takesMore`; the
 * first made, on a tie); null when none applies.
 */
export async function promotionOfCart(db: Executor, cart: CartToDiscount): Promise<AppliedPromotion | null> {
  const coded =
    cart.codePromotionId === undefined
      ? await findCartCodePromotion(db, cart.userId)
      : cart.codePromotionId === null
        ? undefined
        : await findPromotionById(db, cart.codePromotionId);
  if (coded) return applyPromotion(db, coded, cart);
  let best: AppliedPromotion | null = null;
  for (const promotion of await enabledAutomaticPromotions(db)) {
    const applied = await applyPromotion(db, promotion, cart);
    if (!applied.refusal && takesMore(applied, best)) best = applied;
  }
  return best;
}

/** The discount as shoppers read it (cedis); the delivery's part once the fee is known. */
export function toDiscountSummary(applied: AppliedPromotion): DiscountSummary {
  return {
    code: applied.promotion.code,
    description: applied.promotion.description,
    amount: toCedis(applied.figures.goodsPesewas),
    freeDelivery: applied.promotion.kind === 'free-delivery',
    deliveryAmount: toCedis(applied.figures.deliveryPesewas),
    ...(applied.refusal ? { problem: applied.refusal.message } : {}),
  };
}
