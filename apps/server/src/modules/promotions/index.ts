// Owns promotions, promotion_uses and cart_discounts (decision 0062): the owner's discount
// codes and automatic promotions, which one a cart or an order gets, and the uses orders take
// and give back. Sale prices are the catalogue's (they are the variants').
export { adminPromotionRoutes } from './admin-routes';
