// Owns promotions, promotion_uses and cart_discounts (decision 0062): the owner's discount
// codes and automatic promotions, which one a cart or an order gets, and the uses orders take
// and give back. Sale prices are the catalogue's (they are the variants').
export { adminPromotionRoutes } from './admin-routes';
export {
  type AppliedPromotion,
  applyPromotion,
  type CartToDiscount,
  promotionOfCart,
  toDiscountSummary,
} from './cart-promotion';
export { type CodeRefused, enterCode } from './code-entry';
export { findCartCodePromotion, type PromotionRow, removeCodeFromCart } from './promotion-repository';
export { type Refusal, type RefusalReason, whyPromotionRefused } from './promotion-rules';
export {
  giveBackPromotionUse,
  recordPromotionUse,
  retakePromotionUse,
  takePromotionUse,
} from './promotion-uses-repository';
