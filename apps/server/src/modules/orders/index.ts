import type { App } from '../../plugins/zod-type-provider';
import { orderRoutes } from './routes';

export { changeOrderStatusByStaff } from './order-status';

/** Checkout and the customer's orders (DESIGN.md section 6). */
export async function ordersModule(app: App) {
  await orderRoutes(app);
}
