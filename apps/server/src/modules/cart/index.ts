import type { App } from '../../plugins/zod-type-provider';
import { cartDiscountRoutes } from './discount-routes';
import { pickupBranchRoutes } from './pickup-branches';
import { cartRoutes } from './routes';

// Owns cart_items. Checkout and the product delete lock lines in their own transactions;
// checkout also reads the cart to tell whether a pending order is what the shopper pays for again.
export { cartDataOf, eraseCartOf } from './cart-personal-data';
export {
  type CartLine,
  clearCart,
  listCartLines,
  lockCart,
  lockCartLinesOfProduct,
  lockCartVariants,
  readCart,
} from './cart-repository';
export { discountableLineOf } from './priced-lines';

/** The shopper's cart, kept on the server per user. */
export async function cartModule(app: App) {
  await cartRoutes(app);
  await cartDiscountRoutes(app);
  await pickupBranchRoutes(app);
}
