import type { App } from '../../plugins/zod-type-provider';
import { cartRoutes } from './routes';

export { type CartLine, clearCart, lockCartLines } from './cart-repository';

/** The shopper's cart, kept on the server per user. */
export async function cartModule(app: App) {
  await cartRoutes(app);
}
